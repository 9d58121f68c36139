// The error messages the troubleshooting page explains: its sections with an `err-` id whose title
// is the message in code. Search uses them to recognise a pasted log line.
// A section that covers several spellings of one message (one per version, say) lists the others in
// an MDX comment under its heading, `{/* search: `variant one` `variant two` */}`: readers see the
// variants in the section's "Looks like" block, search recognises each of them.
import { existsSync, readFileSync } from 'node:fs';
import { sectionHeadings } from '../checks/headings.ts';
import type { ErrorSection } from '../../site/search/config-element.ts';

export type { ErrorSection };

export const TROUBLESHOOTING_SLUG = 'troubleshooting';
export const TROUBLESHOOTING_PAGE = `content/docs/en/${TROUBLESHOOTING_SLUG}.mdx`;


const ALIAS_LINE = /^\{\/\*\s*search:(.*)\*\/\}\s*$/;

/** Extra spellings listed under each `err-` heading, by section id. */
function searchAliases(source: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string | undefined;
  for (const line of source.split('\n')) {
    const heading = /^#{2,3}\s.*\{#([^}\s]+)\}\s*$/.exec(line);
    if (heading) current = heading[1].startsWith('err-') ? heading[1] : undefined;
    const alias = ALIAS_LINE.exec(line.trim());
    if (alias && current) out.set(current, [...(out.get(current) ?? []), ...[...alias[1].matchAll(/`([^`]+)`/g)].map((m) => m[1])]);
  }
  return out;
}

export function errorSectionsFrom(source: string): ErrorSection[] {
  const aliases = searchAliases(source);
  return sectionHeadings(source).flatMap((h) => {
    const message = h.id?.startsWith('err-') ? /^`([^`]+)`/.exec(h.text)?.[1] : undefined;
    if (!message || !h.id) return [];
    const id = h.id;
    return [message, ...(aliases.get(id) ?? [])].map((m) => ({ message: m, id }));
  });
}

let cached: ErrorSection[] | undefined;
export function errorSections(file = TROUBLESHOOTING_PAGE): ErrorSection[] {
  cached ??= existsSync(file) ? errorSectionsFrom(readFileSync(file, 'utf8')) : [];
  return cached;
}
