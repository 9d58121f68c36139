// `npm run new:scenario <id>`: writes a new scenario that builds and passes its tests as it is, with
// TODOs: src/model/scenarios/<id>/ (scenario, timelines, tests), its words in content/scenarios/{en,ru}/,
// its line in the registry and a draft entry in content/step-links.json (a draft needs no published
// link until it is published). AUTHORING.md, "A new scenario", says what to do next.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { STEP_LINKS_FILE } from '../../model/engine/contract.ts';
import { camelName, scenarioTs, timelinesTestTs, timelinesTs, wordsTestTs, wordsYaml } from './templates.ts';

const REGISTRY = 'src/model/scenarios/registry.ts';

export function newScenario(id: string, root = '.'): string[] {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id)) throw new Error(`"${id}" is not a scenario id: lower-case words joined by hyphens (slow-disk)`);
  const dir = join(root, 'src/model/scenarios', id);
  if (existsSync(dir)) throw new Error(`${dir} exists already`);
  const registry = readFileSync(join(root, REGISTRY), 'utf8');
  if (registry.includes(`'${id}':`)) throw new Error(`${REGISTRY} lists ${id} already`);
  const files: Record<string, string> = {
    [join(dir, 'scenario.ts')]: scenarioTs(id),
    [join(dir, 'timelines.ts')]: timelinesTs(id),
    [join(dir, 'timelines.test.ts')]: timelinesTestTs(id),
    [join(dir, 'words.test.ts')]: wordsTestTs(id),
    [join(root, `content/scenarios/en/scenarios/${id}.yaml`)]: wordsYaml(id, 'en'),
    [join(root, `content/scenarios/ru/scenarios/${id}.yaml`)]: wordsYaml(id, 'ru'),
  };
  for (const f of Object.keys(files)) if (existsSync(f)) throw new Error(`${f} exists already`);
  mkdirSync(dir, { recursive: true });
  for (const [f, text] of Object.entries(files)) writeFileSync(f, text);

  // The registry: one lazy import per scenario, before the closing brace of `loaders`.
  const end = registry.indexOf('\n};', registry.indexOf('const loaders'));
  const line = `\n  '${id}': () => import('./${id}/scenario.ts').then((m) => m.${camelName(id)}),`;
  writeFileSync(join(root, REGISTRY), registry.slice(0, end) + line + registry.slice(end));

  // The link contract: a draft, with no page and no published link yet.
  const contractFile = join(root, STEP_LINKS_FILE);
  const contract = JSON.parse(readFileSync(contractFile, 'utf8')) as { scenarios: Record<string, unknown> };
  contract.scenarios[id] = { draft: true, formerIds: [], eventAliases: {}, links: [] };
  writeFileSync(contractFile, `${JSON.stringify(contract, null, 2)}\n`);
  return [...Object.keys(files), REGISTRY, STEP_LINKS_FILE];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const id = process.argv[2];
  if (!id) {
    console.error('usage: npm run new:scenario <id>   (e.g. npm run new:scenario slow-disk)');
    process.exit(2);
  }
  try {
    for (const f of newScenario(id)) console.log(`wrote ${f}`);
    console.log(`\nNext: AUTHORING.md, "A new scenario". Run npm run test:unit to see it pass as it is.`);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }
}
