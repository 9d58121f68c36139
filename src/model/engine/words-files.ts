// Loads a scenario's words for one language from content/scenarios/<lang>/ (build time and tests).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isPair, isScalar, isSeq, parseDocument, visit } from 'yaml';
import type { ScenarioDef } from './component.ts';
import type { ComponentWords, EngineWords, ScenarioWords, Words } from './words.ts';

export const WORDS_DIR = 'content/scenarios';

// Parses one words file. No value and no key may be null: an unquoted ", " inside a flow mapping
// ({ title: Booted, waiting for the API, text: … }) ends the text at the comma and makes the rest a
// key with no value, so the reader sees "Booted". Such a file is an error naming the file, the key
// path and the line, so the build and the unit tests stop on it.
export function parseWords(src: string, file: string): unknown {
  const doc = parseDocument(src);
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
  for (const w of doc.warnings) console.warn(`${file}: ${w.message}`);
  const isNull = (n: unknown) => n == null || (isScalar(n) && n.value == null);
  const name = (n: unknown) => (isNull(n) ? '(null)' : isScalar(n) ? String(n.value) : '(complex key)');
  const line = (n: unknown) => {
    const offset = isScalar(n) || isMap(n) || isSeq(n) ? n.range?.[0] : undefined;
    return offset === undefined ? undefined : src.slice(0, offset).split('\n').length;
  };
  const found: string[] = [];
  const report = (what: string, chain: readonly unknown[], last: string, near: unknown[]) => {
    const path: string[] = [];
    for (let i = 0; i + 1 < chain.length; i++) {
      const a = chain[i];
      if (isPair(a)) path.push(name(a.key));
      else if (isSeq(a)) path.push(String(a.items.indexOf(chain[i + 1] as never)));
    }
    const at = near.map(line).find((l) => l !== undefined);
    found.push(`${what} at ${[...path, last].join('.')}${at === undefined ? '' : ` (line ${at})`}`);
  };
  visit(doc, {
    Pair(_, pair, ancestors) {
      const chain = [...ancestors, pair];
      if (isNull(pair.key)) report('null key', chain, name(pair.key), [pair.key, pair.value, ancestors.at(-1)]);
      else if (isNull(pair.value)) report('null value', chain, name(pair.key), [pair.key, ancestors.at(-1)]);
    },
    Seq(_, seq, ancestors) {
      seq.items.forEach((item, i) => {
        if (isNull(item)) report('null value', [...ancestors, seq], String(i), [item, seq]);
      });
    },
  });
  if (found.length > 0)
    throw new Error(`${file}: ${found.join('; ')}. Words are never null: write the missing text, or quote it if an unquoted ", " inside { … } cut it at the comma.`);
  return doc.toJS();
}

const read = <T>(file: string): T => parseWords(readFileSync(file, 'utf8'), file) as T;

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
