// Build time: what a procedure scenario's page needs, in one language. The command of every token
// (for the step panel island, as props: the island never loads src/model/engine/procedure.ts), and the
// runbook: the right path (the curated timeline with `runbook: true`) as numbered items, each with
// its title, its command and the step link that opens the scenario at that step.
import { encodeLink, parseToken, tokenOf } from '../../model/engine/index.ts';
import { loadScenarioDef } from '../../model/scenarios/registry.ts';
import { type ResolvedCommand, type Setting, commandOf, loadProcedure } from '../../model/engine/procedure.ts';
import { commandAt } from './settings.ts';
import type { Timeline } from '../../model/engine/timeline.ts';
import type { ReaderEvent } from '../../model/engine/types.ts';
import { loadWords } from '../../model/engine/words-files.ts';
import { interpolate } from '../../model/engine/words.ts';
import type { Lang } from '../../site/i18n/langs.ts';

export interface RunbookItem {
  /** 1, 2, 3… in the runbook. */
  n: number;
  /** The step of the scenario it opens (1-based: step 1 is the setup). */
  step: number;
  token: string;
  title: string;
  /** The step link's value: `2~tok,tok…`, the right path up to and including this step. */
  link: string;
  command: ResolvedCommand;
}

export interface ProcedureData {
  /** Token → its command, for every token a run can take (clock events have none). */
  commands: Record<string, ResolvedCommand>;
  /** `{@name}` settings of the commands: filled from the steps before (settings.ts). */
  settings?: Record<string, Setting>;
  runbook: { timeline: string; title: string; intro: string; items: RunbookItem[] };
}

/** Every token of the scenario's reader events (each parameter value). */
function allTokens(events: readonly { type: string; param?: { name: string; values: readonly (string | number)[] } }[]): Array<{ token: string; event: ReaderEvent }> {
  return events.flatMap((spec) => {
    const list: ReaderEvent[] = spec.param ? spec.param.values.map((v) => ({ type: spec.type, [spec.param!.name]: v })) : [{ type: spec.type }];
    return list.map((event) => ({ token: tokenOf(events, event), event }));
  });
}

export async function procedureData(id: string, lang: Lang): Promise<ProcedureData | undefined> {
  const procedure = await loadProcedure(id);
  if (!procedure) return undefined;
  const scenario = await loadScenarioDef(id);
  const words = loadWords(scenario, lang);
  const commands: Record<string, ResolvedCommand> = {};
  for (const { token, event } of allTokens(scenario.events)) {
    const c = commandOf(procedure, token, event);
    if (c) commands[token] = c;
  }
  const { timelines } = (await import(`../../model/scenarios/${id}/timelines.ts`)) as { timelines: Timeline[] };
  const right = timelines.filter((t) => t.runbook);
  if (right.length !== 1) throw new Error(`${id}: a procedure needs exactly one curated timeline with runbook: true (found ${right.length})`);
  const events: ReaderEvent[] = [];
  const items: RunbookItem[] = [];
  for (const [i, s] of right[0].steps.entries()) {
    const parsed = parseToken(scenario.events, s.event, scenario.aliases);
    if (!parsed.ok) throw new Error(`${id} runbook: ${s.event}: ${parsed.reason}`);
    events.push(parsed.event);
    const command = commandAt(commands, procedure.settings, right[0].steps.slice(0, i + 1).map((x) => x.event));
    if (!command) continue;
    const w = words.scenario.events[parsed.event.type];
    const title = w?.runbook;
    if (!title) throw new Error(`${id} (${lang}): events.${parsed.event.type}.runbook is missing (the runbook title of ${s.event})`);
    items.push({ n: items.length + 1, step: i + 1, token: s.event, title: interpolate(title, parsed.event, lang), link: encodeLink(scenario, events), command });
  }
  const rb = words.scenario.runbook;
  if (!rb) throw new Error(`${id} (${lang}): the scenario words need runbook.title and runbook.intro`);
  return { commands, ...(procedure.settings ? { settings: structuredClone(procedure.settings) as Record<string, Setting> } : {}), runbook: { timeline: right[0].id, title: rb.title, intro: rb.intro, items } };
}

/** The whole runbook as one shell script, in the page's language: what the script block shows and copies. */
export function runbookScript(items: readonly RunbookItem[], version: 'etcd36' | 'etcd35', stepUrl: (link: string) => string, comment: (item: RunbookItem) => string): string {
  return items
    .map((item) => [`# ${comment(item)}`, `# ${stepUrl(item.link)}`, version === 'etcd35' ? (item.command.etcd35 ?? item.command.etcd36) : item.command.etcd36].join('\n'))
    .join('\n\n');
}
