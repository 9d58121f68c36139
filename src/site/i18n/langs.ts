// The site's languages: every page, diagram label, narration and UI string exists in each of them.
export const LANGS = ['en', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export type Localized = Record<Lang, string>;
