// Which language the site root forwards to: the reader's earlier choice, else the browser's.
export type SiteLang = 'en' | 'ru';

export function pickLanguage(saved: string | null, browser: readonly string[]): SiteLang {
  if (saved === 'en' || saved === 'ru') return saved;
  for (const tag of browser) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'ru' || primary === 'en') return primary;
  }
  return 'en';
}

/** The language a path belongs to (`/base/ru/…` → ru), for pages served outside a language. */
export function langOfPath(pathname: string, base: string): SiteLang {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return rest.replace(/^\//, '').startsWith('ru/') || rest.replace(/^\//, '') === 'ru' ? 'ru' : 'en';
}
