// Reads a scenario's words from content/scenarios/<lang>/<id>.yaml (build time and tests only).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Lang } from '../diagrams/spec.ts';
import { type ScenarioText, toScenarioText } from './narration.ts';

export const SCENARIO_TEXT_DIR = 'content/scenarios';

export function scenarioTextFile(id: string, lang: Lang, dir = SCENARIO_TEXT_DIR): string {
  return join(dir, lang, `${id}.yaml`);
}

/** Throws on a malformed file; missing or stale entries are reported by checkNarration(). */
export function loadScenarioText(id: string, lang: Lang, dir = SCENARIO_TEXT_DIR): ScenarioText {
  const file = scenarioTextFile(id, lang, dir);
  const errors: string[] = [];
  const text = toScenarioText(parse(readFileSync(file, 'utf8')), file, errors);
  if (errors.length) throw new Error(errors.join('\n'));
  return text;
}
