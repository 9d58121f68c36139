// A procedure's step panel (its own small island, shipped only on pages whose scenario has a
// procedure): under the player's "now" table it shows the command of the current step, for etcd 3.6/3.7
// and, where it differs, 3.5, and its output: the "what you see" lines of the instances the command
// names, so the output is the model's state and is never written twice. It follows the player through
// the `kb-step` event on the player's root (src/player/island/step-event.ts).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ResolvedCommand, Setting } from '../../model/engine/procedure.ts';
import { commandAt } from './settings.ts';
import { fillText } from '../../site/cluster/fill.ts';
import { follow } from '../../site/cluster/store.ts';
import type { ClusterValues } from '../../site/cluster/values.ts';
import type { RunView } from '../../model/engine/types.ts';
import type { ProcedureUi } from './ui.ts';

export interface StepPanelProps {
  commands: Record<string, ResolvedCommand>;
  /** `{@name}` settings: the command shown is the one that ran after the reader's options. */
  settings?: Record<string, Setting>;
  ui: ProcedureUi;
  /** The scenario's title: a page may hold two procedures, and each panel needs its own name. */
  title: string;
}

type PlayerRoot = HTMLElement & { kbView?: RunView };

/** An output line: `code` spans as <code>, the rest as text (these lines carry no links). */
const line = (text: string) => text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));

function Command({ label, text, ui }: { label: string; text: string; ui: ProcedureUi }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt(ui.copy, text); // clipboard blocked (plain http): let the reader copy it
    }
  };
  return (
    <div class="kb-procedure__command" data-version={label}>
      <div class="kb-procedure__bar">
        <span class="kb-procedure__version">{label}</span>
        <button type="button" class="kb-procedure__copy" onClick={copy} data-copy-command="">
          {copied ? ui.copied : ui.copy}
        </button>
      </div>
      <pre tabIndex={0}>
        <code>{text}</code>
      </pre>
    </div>
  );
}

export default function StepPanel({ commands, settings, ui, title }: StepPanelProps) {
  const ref = useRef<HTMLElement>(null);
  const [view, setView] = useState<RunView | undefined>();
  // The reader's own cluster (src/site/cluster/): the command shown and copied carries their values.
  const [cluster, setCluster] = useState<ClusterValues>({});
  useEffect(() => follow(setCluster), []);
  useEffect(() => {
    const player = ref.current?.closest<PlayerRoot>('[data-scenario]');
    if (!player) return;
    if (player.kbView) setView(player.kbView);
    const onStep = (e: Event) => setView((e as CustomEvent<RunView>).detail);
    player.addEventListener('kb-step', onStep);
    return () => player.removeEventListener('kb-step', onStep);
  }, []);
  const tokens = (view?.steps ?? []).flatMap((s) => (s.token ? [s.token] : []));
  const token = view?.steps[view.steps.length - 1]?.token;
  const command = token ? commandAt(commands, settings, tokens) : undefined;
  const output = command ? (view?.instances ?? []).filter((i) => command.output.includes(i.id)).flatMap((i) => i.see.filter((l) => l.trim() !== '—')) : [];
  return (
    <section ref={ref} class="kb-procedure" tabIndex={0} data-procedure-step={command ? token : ''} aria-label={`${ui.command}: ${title}`}>
      {command ? (
        <>
          <h4 class="kb-procedure__kicker">{ui.command}</h4>
          <Command label={ui.etcd36} text={fillText(command.etcd36, cluster)} ui={ui} />
          {command.etcd35 !== undefined && <Command label={ui.etcd35} text={fillText(command.etcd35, cluster)} ui={ui} />}
          <h4 class="kb-procedure__kicker">{ui.output}</h4>
          <ul class="kb-procedure__output" data-procedure-output="">
            {output.length ? output.map((l, i) => <li key={i}>{line(l)}</li>) : <li>{ui.noOutput}</li>}
          </ul>
        </>
      ) : (
        <p class="kb-procedure__none">{ui.noCommand}</p>
      )}
    </section>
  );
}
