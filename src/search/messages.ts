// The error messages the troubleshooting page explains: its sections with an `err-` id whose title
// is the message in code. Search uses them to recognise a pasted log line.
import { existsSync, readFileSync } from 'node:fs';
import { sectionHeadings } from '../content/headings.ts';

export const TROUBLESHOOTING_PAGE = 'content/docs/en/troubleshooting.mdx';

export function messagesFrom(source: string): string[] {
  return sectionHeadings(source)
    .filter((h) => h.id?.startsWith('err-'))
    .map((h) => /^`([^`]+)`/.exec(h.text)?.[1])
    .filter((m): m is string => !!m);
}

let cached: string[] | undefined;
export function errorMessages(file = TROUBLESHOOTING_PAGE): string[] {
  cached ??= existsSync(file) ? messagesFrom(readFileSync(file, 'utf8')) : [];
  return cached;
}
