// A diagram is one Mermaid source with `{t:key}` placeholders and its labels in every language,
// so the English and Russian drawings cannot drift apart.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

import { LANGS, type Lang, type Localized } from '../../site/i18n/langs.ts';

export interface DiagramSpec {
  id: string;
  title: Localized;
  description: Localized;
  labels: Record<string, Localized>;
  source: string;
}

export const DIAGRAM_DIR = 'content/diagrams';

const PLACEHOLDER = /\{t:([A-Za-z0-9_.-]+)\}/g;

function assertLocalized(value: unknown, where: string): Localized {
  const v = value as Partial<Localized> | undefined;
  for (const lang of LANGS) {
    if (typeof v?.[lang] !== 'string' || v[lang].trim() === '') {
      throw new Error(`${where}: missing the ${lang} text`);
    }
  }
  return v as Localized;
}

export function parseDiagramSpec(id: string, yamlText: string): DiagramSpec {
  const raw = parse(yamlText) as Record<string, unknown>;
  const where = `diagram ${id}`;
  if (typeof raw?.source !== 'string') throw new Error(`${where}: no source`);
  const labels: Record<string, Localized> = {};
  for (const [key, value] of Object.entries((raw.labels ?? {}) as Record<string, unknown>)) {
    labels[key] = assertLocalized(value, `${where}, label ${key}`);
  }
  const spec: DiagramSpec = {
    id,
    title: assertLocalized(raw.title, `${where}, title`),
    description: assertLocalized(raw.description, `${where}, description`),
    labels,
    source: raw.source,
  };
  for (const [, key] of spec.source.matchAll(PLACEHOLDER)) {
    if (!labels[key]) throw new Error(`${where}: {t:${key}} has no label`);
  }
  return spec;
}

/** Mermaid reads `"` as the end of a quoted label; `#quot;` is its escape for it. */
function escapeLabel(text: string): string {
  return text.replaceAll('"', '#quot;');
}

export function localizeSource(spec: DiagramSpec, lang: Lang): string {
  return spec.source.replace(PLACEHOLDER, (_, key: string) => escapeLabel(spec.labels[key][lang]));
}

export function loadDiagramSpecs(dir = DIAGRAM_DIR): DiagramSpec[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => parseDiagramSpec(f.slice(0, -5), readFileSync(join(dir, f), 'utf8')));
}

export function loadDiagramSpec(id: string, dir = DIAGRAM_DIR): DiagramSpec {
  return parseDiagramSpec(id, readFileSync(join(dir, `${id}.yaml`), 'utf8'));
}
