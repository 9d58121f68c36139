// The error messages the troubleshooting page explains: its sections with an `err-` id whose title
// is the message in code. Search uses them to recognise a pasted log line.
import { existsSync, readFileSync } from 'node:fs';
import { sectionHeadings } from '../checks/headings.ts';

export const TROUBLESHOOTING_SLUG = 'troubleshooting';
export const TROUBLESHOOTING_PAGE = `content/docs/en/${TROUBLESHOOTING_SLUG}.mdx`;

export interface ErrorSection {
  message: string;
  id: string;
}

export function errorSectionsFrom(source: string): ErrorSection[] {
  return sectionHeadings(source).flatMap((h) => {
    const message = h.id?.startsWith('err-') ? /^`([^`]+)`/.exec(h.text)?.[1] : undefined;
    return message && h.id ? [{ message, id: h.id }] : [];
  });
}

let cached: ErrorSection[] | undefined;
export function errorSections(file = TROUBLESHOOTING_PAGE): ErrorSection[] {
  cached ??= existsSync(file) ? errorSectionsFrom(readFileSync(file, 'utf8')) : [];
  return cached;
}
