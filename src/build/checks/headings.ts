// Section headings and their explicit ids (`## Title {#id}`), as runbook links depend on them.
import { proseLines } from './pages.ts';

export interface Heading {
  level: number;
  text: string;
  id: string | null;
  line: number;
}

export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function extractHeadings(source: string): Heading[] {
  const out: Heading[] = [];
  proseLines(source).forEach((line, i) => {
    const m = /^(#{2,6})\s+(.*?)\s*$/.exec(line);
    if (!m) return;
    const idMatch = /\s*\{#([^}\s]+)\}\s*$/.exec(m[2]);
    out.push({
      level: m[1].length,
      text: idMatch ? m[2].slice(0, idMatch.index).trim() : m[2].trim(),
      id: idMatch ? idMatch[1] : null,
      line: i + 1,
    });
  });
  return out;
}

/** The headings that must carry a stable id: all of them, h2 to h6. A deeper heading without one got a
 * slug of its text, so a Russian page had a Cyrillic id its English twin did not share. */
export function sectionHeadings(source: string): Heading[] {
  return extractHeadings(source);
}
