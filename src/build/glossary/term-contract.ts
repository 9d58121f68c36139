// Published glossary term ids (content/term-ids.json): each is a permanent link, #term-<id> and
// /<lang>/go/term-<id>/, so an id may never disappear from content/terms.yaml once published.
// `npm run anchors:update` records new ones; the content check fails on a lost or unrecorded id.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Term } from './terms.ts';

export const TERM_IDS_FILE = 'content/term-ids.json';

export function loadTermIds(file = TERM_IDS_FILE): string[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

export function saveTermIds(ids: string[], file = TERM_IDS_FILE): void {
  writeFileSync(file, `${JSON.stringify([...new Set(ids)].sort(), null, 2)}\n`);
}

export function checkTermIds(terms: Term[], published: string[]): string[] {
  const live = new Set(terms.map((t) => t.id));
  const recorded = new Set(published);
  return [
    ...published
      .filter((id) => !live.has(id))
      .map((id) => `glossary term "${id}" is published (${TERM_IDS_FILE}) but gone from content/terms.yaml: restore it (its links must keep working)`),
    ...terms
      .filter((t) => !recorded.has(t.id))
      .map((t) => `new glossary term "${t.id}" is not in ${TERM_IDS_FILE}: run \`npm run anchors:update\``),
  ];
}
