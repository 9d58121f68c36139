// Frontmatter errors surface here with a clear message, before Astro's build stops on them.
import { parse } from 'yaml';
import type { Page } from './pages.ts';

export function frontmatterOf(source: string): string | undefined {
  return /^---\n([\s\S]*?)\n---/.exec(source)?.[1];
}

export function checkFrontmatter(pages: Page[]): string[] {
  const errors: string[] = [];
  for (const page of pages) {
    const fm = frontmatterOf(page.source);
    if (fm === undefined) {
      errors.push(`${page.file}: no frontmatter`);
      continue;
    }
    let data: Record<string, unknown>;
    try {
      data = parse(fm) as Record<string, unknown>;
    } catch (e) {
      errors.push(`${page.file}: frontmatter is not valid YAML (quote values that contain ": "): ${(e as Error).message.split('\n')[0]}`);
      continue;
    }
    for (const key of ['title', 'description', 'checked']) {
      if (!data?.[key]) errors.push(`${page.file}: frontmatter lacks "${key}"`);
    }
  }
  return errors;
}
