// The documentation pages as they are on disk at build time (content/docs/<lang>/*.mdx): whatever
// pages exist then are converted, so pages added by anyone appear without a list to update.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { parse } from 'yaml';
import { LANGS, type Lang } from '../../site/i18n/langs.ts';

export const DOCS_DIR = 'content/docs';

export interface SourcePage {
  lang: Lang;
  slug: string;
  title: string;
  description: string;
  order: number;
  checked?: { etcd: string; kubernetes: string; date: string };
  /** The MDX after its frontmatter. */
  body: string;
}

export function parsePage(lang: Lang, slug: string, text: string): SourcePage {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!m) throw new Error(`${DOCS_DIR}/${lang}/${slug}.mdx has no frontmatter`);
  const fm = (parse(m[1]) ?? {}) as { title?: string; description?: string; sidebar?: { order?: number }; checked?: Record<string, unknown> };
  const c = fm.checked;
  return {
    lang,
    slug,
    title: fm.title ?? slug,
    description: fm.description ?? '',
    order: fm.sidebar?.order ?? Number.MAX_SAFE_INTEGER,
    ...(c ? { checked: { etcd: String(c.etcd), kubernetes: String(c.kubernetes), date: dateOnly(c.date) } } : {}),
    body: text.slice(m[0].length),
  };
}

/** The frontmatter date as YYYY-MM-DD, whether YAML gave a string or a Date. */
const dateOnly = (d: unknown): string => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d));

/** Every page of every language, in sidebar order. */
export function sourcePages(dir = DOCS_DIR): SourcePage[] {
  return LANGS.flatMap((lang) => {
    const folder = `${dir}/${lang}`;
    if (!existsSync(folder)) return [];
    return readdirSync(folder)
      .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
      .map((f) => parsePage(lang, f.replace(/\.mdx?$/, ''), readFileSync(`${folder}/${f}`, 'utf8')))
      .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  });
}
