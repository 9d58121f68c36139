// The 'checked against' stamp under a page title, written once for the page and its Markdown copy.
import { ui } from './ui-strings.ts';
import type { Lang } from './langs.ts';

export interface Checked {
  etcd: string;
  kubernetes: string;
  date: Date | string;
}

export function checkedDate(date: Date | string, lang: Lang): string {
  return new Date(date).toLocaleDateString(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function checkedStamp(c: Checked, lang: Lang): string {
  return ui(lang, 'kb.checkedAgainst', { etcd: c.etcd, kubernetes: c.kubernetes, date: checkedDate(c.date, lang) });
}
