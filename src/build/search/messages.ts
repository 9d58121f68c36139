// The error messages the troubleshooting page explains: its sections with an `err-` id whose title
// is the message in code. Search uses them to recognise a pasted log line.
// A section that covers several spellings of one message (one per version, say) lists the others in
// an MDX comment under its heading, `{/* search: `variant one` `variant two` */}`: readers see the
// variants in the section's "Looks like" block, search recognises each of them.
// Besides its title, an error section quotes other errors in its text (what a component logs on the way):
// those pin the section too when a pasted line carries one and no known message (quotedErrorsFrom).
import { existsSync, readFileSync } from 'node:fs';
import { sectionHeadings } from '../checks/headings.ts';
import { proseLines } from '../checks/pages.ts';
import { messagePattern } from '../../site/search/error-query.ts';
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

/** An error as Go prints it: a chain `a: b: c`, three words or more besides placeholders. A quote that
 *  ends in a colon (`error: failed to create <kind>:`) is a prefix every error of a command shares. */
function isErrorString(code: string): boolean {
  const words = code.replace(/<[^>]*>/g, ' ').match(/\p{L}{2,}/gu) ?? [];
  return /\S:\s/.test(code) && !code.endsWith(':') && words.length >= 3;
}

/** Addresses differ from cluster to cluster (ports do not); `…` in a quote stands for anything. */
function quotePattern(code: string): string {
  return code.replace(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g, '<ip>').replace(/(?<!<)…(?!>)/g, '<…>');
}

/**
 * The error strings each error section quotes in its text (inline code, not its code blocks), so that a log
 * line without any known message still finds the section that explains the error it carries (the gRPC
 * client's `transport: Error while dialing: …`). Left out: a quote containing a known message (that
 * message pins anyway), and a quote several sections share (`connect: connection refused`), which names
 * no one section.
 */
export function quotedErrorsFrom(source: string, known = errorSectionsFrom(source)): ErrorSection[] {
  const sections = new Map<string, Set<string>>();
  let current: string | undefined;
  for (const line of proseLines(source)) {
    const heading = /^#{2,3}\s.*\{#([^}\s]+)\}\s*$/.exec(line);
    if (heading) {
      current = heading[1].startsWith('err-') ? heading[1] : undefined;
      continue;
    }
    if (!current) continue;
    for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
      const quote = quotePattern(code.trim());
      if (!isErrorString(quote) || known.some((k) => messagePattern(k.message).test(quote))) continue;
      sections.set(quote, (sections.get(quote) ?? new Set()).add(current));
    }
  }
  return [...sections].filter(([, ids]) => ids.size === 1).map(([message, ids]) => ({ message, id: [...ids][0] }));
}

let cached: ErrorSection[] | undefined;
export function errorSections(file = TROUBLESHOOTING_PAGE): ErrorSection[] {
  cached ??= existsSync(file) ? errorSectionsFrom(readFileSync(file, 'utf8')) : [];
  return cached;
}

let cachedQuotes: ErrorSection[] | undefined;
export function quotedErrors(file = TROUBLESHOOTING_PAGE): ErrorSection[] {
  cachedQuotes ??= existsSync(file) ? quotedErrorsFrom(readFileSync(file, 'utf8')) : [];
  return cachedQuotes;
}
