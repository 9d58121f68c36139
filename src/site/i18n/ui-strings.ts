// Our UI strings (content/i18n/<lang>.json) for code that runs outside Starlight's `Astro.locals.t`:
// build-time Markdown plugins and the standalone pages (404, /go/ forwarders, root chooser).
import { readFileSync } from 'node:fs';
import type { Lang } from './langs.ts';

const cache = new Map<Lang, Record<string, string>>();

export function uiStrings(lang: Lang): Record<string, string> {
  let strings = cache.get(lang);
  if (!strings) {
    strings = JSON.parse(readFileSync(`content/i18n/${lang}.json`, 'utf8')) as Record<string, string>;
    cache.set(lang, strings);
  }
  return strings;
}

/** One string with its {{placeholders}} filled in; a missing key is a build error, not a blank. */
export function ui(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  const template = uiStrings(lang)[key];
  if (template === undefined) throw new Error(`content/i18n/${lang}.json has no "${key}"`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? `{{${name}}}`);
}
