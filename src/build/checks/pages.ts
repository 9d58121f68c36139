// The documentation pages as the checks see them: per language, per slug, the MDX source.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Lang } from '../../site/i18n/langs.ts';

export const DOCS_DIR = 'content/docs';

export interface Page {
  lang: Lang;
  slug: string;
  file: string;
  source: string;
}

export function loadPages(dir = DOCS_DIR): Page[] {
  return LANGS.flatMap((lang) => {
    const langDir = join(dir, lang);
    if (!existsSync(langDir)) return [];
    return readdirSync(langDir)
      .filter((f) => /\.mdx?$/.test(f))
      .sort()
      .map((f) => {
        const file = join(langDir, f);
        return { lang, slug: f.replace(/\.mdx?$/, ''), file, source: readFileSync(file, 'utf8') };
      });
  });
}

/** The page body with frontmatter, fenced code and MDX comments blanked out (line numbers kept). */
export function proseLines(source: string): string[] {
  const lines = source.split('\n');
  let inFrontmatter = lines[0]?.trim() === '---';
  let fence: string | null = null;
  return lines.map((line, i) => {
    if (inFrontmatter) {
      if (i > 0 && line.trim() === '---') inFrontmatter = false;
      return '';
    }
    const m = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (m && m[1][0] === fence[0] && m[1].length >= fence.length) fence = null;
      return '';
    }
    if (m) {
      fence = m[1];
      return '';
    }
    return line.replace(/\{\/\*.*?\*\/\}/g, '');
  });
}
