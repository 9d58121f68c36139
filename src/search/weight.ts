// Error sections (ids `err-…`) outrank passing mentions of the same words in search: their headings
// get a Pagefind weight. Runs on dist/ after the build, before Starlight's Pagefind indexing.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from '../site/dist-files.ts';

export const ERROR_HEADING_WEIGHT = 10;

export function weightErrorHeadings(html: string): string {
  return html.replace(/<(h[23])\b([^>]*\sid="err-[^"]+"[^>]*)>/g, (tag, name: string, attrs: string) =>
    attrs.includes('data-pagefind-weight') ? tag : `<${name}${attrs} data-pagefind-weight="${ERROR_HEADING_WEIGHT}">`,
  );
}

export function weightDist(dir: string): number {
  let changed = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const next = weightErrorHeadings(html);
    if (next !== html) {
      writeFileSync(file, next);
      changed++;
    }
  }
  return changed;
}
