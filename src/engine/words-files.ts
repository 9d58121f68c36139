// Loads a scenario's words for one language from content/scenarios/<lang>/ (build time and tests).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ScenarioDef } from './component.ts';
import type { ComponentWords, EngineWords, ScenarioWords, Words } from './words.ts';

export const WORDS_DIR = 'content/scenarios';

const read = <T>(file: string): T => parse(readFileSync(file, 'utf8')) as T;

export const componentWordsFile = (type: string, lang: string, dir = WORDS_DIR) => join(dir, lang, 'components', `${type}.yaml`);
export const scenarioWordsFile = (id: string, lang: string, dir = WORDS_DIR) => join(dir, lang, 'scenarios', `${id}.yaml`);

export function loadWords(scenario: ScenarioDef, lang: string, dir = WORDS_DIR): Words {
  const components: Record<string, ComponentWords> = {};
  for (const c of scenario.components) components[c.type] = read<ComponentWords>(componentWordsFile(c.type, lang, dir));
  return {
    lang,
    engine: read<EngineWords>(join(dir, lang, 'engine.yaml')),
    scenario: read<ScenarioWords>(scenarioWordsFile(scenario.id, lang, dir)),
    components,
  };
}
