// The procedure format (issue 8): a scenario whose reader events are the commands of an operator's
// procedure (recover from NOSPACE, replace a member, restore a snapshot). Optional: a scenario has a
// procedure when its folder has `procedure.ts` exporting `procedure`. Build time and tests only: the
// island gets the commands already resolved, as props (src/player/procedure/data.ts), never this module.
//
//   src/model/scenarios/<id>/procedure.ts   which command each reader event stands for, per etcd version,
//                                     and whose "what you see" lines are its output
//   src/model/scenarios/<id>/timelines.ts   the right path: the one curated timeline with `runbook: true`
//   content/scenarios/<lang>/scenarios/<id>.yaml
//                                     events.<type>.runbook: the runbook item's title (imperative),
//                                     runbook.title / runbook.intro: the runbook view's heading words
//
// Commands are written once (they are the same in every language); `{param}` is replaced by the
// event's parameter (`defrag.member:m2` → `{member}` = m2, or the scenario's `endpoints.<value>`).
// `{@name}` is a setting: the text of the latest earlier step that chose one of the setting's tokens
// (an option the reader set, `restore.tool:etcdctl`), so a step shows the command that ran, wrong turn
// included; the island fills it (src/player/procedure/settings.ts).
import type { ReaderEvent } from './types.ts';
import { interpolate } from './words.ts';

/** The command(s) one reader event stands for. Multi-line shell; `#` lines are comments. */
/** kubeadm's etcdctl client certificates, as a runbook's first lines set them (the health-check client). */
export const KUBEADM_ETCDCTL_CERTS = [
  'export ETCDCTL_CACERT=/etc/kubernetes/pki/etcd/ca.crt',
  'export ETCDCTL_CERT=/etc/kubernetes/pki/etcd/healthcheck-client.crt',
  'export ETCDCTL_KEY=/etc/kubernetes/pki/etcd/healthcheck-client.key',
];

export interface CommandSpec {
  /** etcd 3.6 and 3.7: always given, the default shown. */
  etcd36: string;
  /** etcd 3.5, only where it differs from the 3.6 one. */
  etcd35?: string;
  /** Instances whose "what you see" lines are this command's output; default: the procedure's `output`. */
  output?: string[];
}

export interface Procedure {
  /** Reader event type, or exact token (`defrag.member:m2`, wins over the type), → its command. */
  commands: Readonly<Record<string, CommandSpec>>;
  /** Instances whose "what you see" lines show a command's output, unless the command names its own. */
  output: readonly string[];
  /** Values a `{param}` placeholder takes in a command (`m2` → `https://10.0.0.12:2379`); default the value. */
  values?: Readonly<Record<string, string>>;
  /** `{@name}` in a command → its text: `initial` until a step takes one of `tokens` (token → text; a
   * line left empty by an empty text is dropped). */
  settings?: Readonly<Record<string, Setting>>;
}

export interface Setting {
  initial: string;
  tokens: Readonly<Record<string, string>>;
}

/** A command resolved for one token: placeholders filled, output instances fixed. */
export interface ResolvedCommand {
  etcd36: string;
  etcd35?: string;
  output: string[];
}

export function commandOf(procedure: Procedure, token: string, event: ReaderEvent): ResolvedCommand | undefined {
  const spec = procedure.commands[token] ?? procedure.commands[event.type];
  if (!spec) return undefined;
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(event)) if (k !== 'type') values[k] = procedure.values?.[String(v)] ?? String(v);
  const fill = (text: string) => interpolate(text, values);
  return {
    etcd36: fill(spec.etcd36),
    ...(spec.etcd35 !== undefined && spec.etcd35 !== spec.etcd36 ? { etcd35: fill(spec.etcd35) } : {}),
    output: [...(spec.output ?? procedure.output)],
  };
}

/** The scenario's procedure, if it has one (src/model/scenarios/<id>/procedure.ts). */
export async function loadProcedure(id: string): Promise<Procedure | undefined> {
  try {
    const mod = (await import(`../scenarios/${id}/procedure.ts`)) as { procedure?: Procedure };
    return mod.procedure;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' || /Cannot find module|Unknown variable dynamic import|Failed to load/.test(String(err))) return undefined;
    throw err;
  }
}
