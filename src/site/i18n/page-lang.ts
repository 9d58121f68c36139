// The language of the page being rendered, for components that pick content by language.
import type { Lang } from './langs.ts';

export function pageLang(locals: { starlightRoute?: { lang?: string } }): Lang {
  return locals.starlightRoute?.lang === 'ru' ? 'ru' : 'en';
}
