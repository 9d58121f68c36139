// The "now" table and the timeline of a scenario with instance groups (issue 14: about 25
// instances). Each layer and each group of identical instances is a button (aria-expanded) that opens
// or closes its rows; a closed group reads as one summary row ("Worker nodes 2/3 Ready, 1/3
// NotReady"). What changed in the step opens by itself; otherwise the reader's choice holds. The
// timeline draws a group as one lane until the reader opens it. Closed rows stay in the DOM, `hidden`,
// so print (scenario.css) and the test hooks still see them all.
import type { ComponentChildren } from 'preact';
import { useCallback, useRef, useState } from 'preact/hooks';
import type { InstanceView, RunView } from '../../model/engine/types.ts';
import { type Choice, type LayerSection, type RowGroup, groupKey, groupLanes, isOpen, layerKey, sections } from '../instance-groups.ts';
import type { LaneGeometry } from '../timeline-geometry.ts';
import { PlayerActor, useCursor, useProps, useView } from './context.ts';
import { memo } from 'preact/compat';
import { sameJson } from './same-json.ts';
import { Inline } from './Inline.tsx';
import { Row, TableHead, useFitBox, useShowChanged } from './NowTable.tsx';
import { Swimlanes } from './Swimlanes.tsx';

type Choices = Record<string, Choice>;
type Choose = (key: string, open: boolean) => void;

const on = (yes: boolean) => (yes ? 'true' : undefined);

function Toggle({ open, controls, focusKey, onToggle, label }: { open: boolean; controls: string[]; focusKey: string; onToggle: () => void; label: string }) {
  return (
    <button type="button" class="kb-player__toggle" aria-expanded={open ? 'true' : 'false'} aria-controls={controls.join(' ')} data-focus-key={focusKey} onClick={onToggle}>
      <span class="kb-player__caret" aria-hidden="true">
        {open ? '▾' : '▸'}
      </span>{' '}
      {label}
    </button>
  );
}

/** A group's own row: its name (the toggle), the summary, and what its members show. By value, like a
 * row (NowTable.tsx): `choose` is one function for the island's life, so an unchanged group skips its render. */
const GroupRow = memo(function GroupRow({ g, open, hidden, choose }: { g: RowGroup; open: boolean; hidden: boolean; choose: Choose }) {
  const { ui, id, pageSlug } = useProps();
  const gk = groupKey(g.key);
  const onToggle = () => choose(gk, !open);
  const see = [...new Set(g.rows.flatMap((r) => r.see))];
  return (
    <tr hidden={hidden} id={`${id}-group-${g.key}`} data-instance-group={g.key} data-open={on(open)} data-changed={on(g.changed)}>
      <th scope="row">
        <Toggle open={open} controls={g.rows.map((r) => `${id}-row-${r.id}`)} focusKey={`toggle:${gk}`} onToggle={onToggle} label={`${g.label} (${g.rows.length})`} />
      </th>
      <td data-label={ui.state}>
        <span class="kb-player__state-line">
          <strong class="kb-player__state" data-group-summary="">
            {g.summary}
          </strong>
          <span class="kb-player__changed" data-on={on(g.changed)} aria-hidden={g.changed ? undefined : 'true'}>
            {ui.changed}
          </span>
        </span>
        <span class="kb-player__facts">{g.rows.map((r) => r.label).join(' · ')}</span>
      </td>
      <td data-label={ui.see} class="kb-player__see">
        <div class="kb-player__clamp">
          {see.length === 0
            ? '—'
            : see.map((line, i) => (
                <span class="kb-player__see-line" key={i}>
                  <Inline text={line} pageSlug={pageSlug} />
                </span>
              ))}
        </div>
      </td>
    </tr>
  );
}, sameJson);

function Layer({ s, choices, choose }: { s: LayerSection; choices: Choices; choose: Choose }) {
  const { id, layers } = useProps();
  const cursor = useCursor();
  const lk = layerKey(s.layer);
  const layerOpen = isOpen(s.changed, choices[lk], cursor, true);
  const rowIds = s.items.map((it) => (it.kind === 'row' ? `${id}-row-${it.inst.id}` : `${id}-group-${it.group.key}`));
  const row = (inst: InstanceView, hidden: boolean) => <Row inst={inst} key={inst.id} hidden={hidden} />;
  return (
    <tbody data-layer={s.layer} data-open={on(layerOpen)}>
      <tr class="kb-player__layer">
        <th scope="rowgroup" colSpan={3}>
          <Toggle open={layerOpen} controls={rowIds} focusKey={`toggle:${lk}`} onToggle={() => choose(lk, !layerOpen)} label={`${layers[s.layer] ?? s.layer} (${s.count})`} />
        </th>
      </tr>
      {s.items.flatMap((it) => {
        if (it.kind === 'row') return [row(it.inst, !layerOpen)];
        const gk = groupKey(it.group.key);
        const open = isOpen(it.group.changed, choices[gk], cursor, false);
        return [
          <GroupRow key={gk} g={it.group} open={open} hidden={!layerOpen} choose={choose} />,
          ...it.group.rows.map((inst) => row(inst, !layerOpen || !open)),
        ];
      })}
    </tbody>
  );
}

/** The table in a box of fixed height (it scrolls inside, as the narration does): stepping never moves the timeline below it. */
function GroupedTable({ choices, choose }: { choices: Choices; choose: Choose }) {
  const { id } = useProps();
  const view = useView();
  const box = useRef<HTMLDivElement>(null);
  useShowChanged(box);
  useFitBox(box);
  const list = sections(view);
  if (list.length === 0) return <div class="kb-player__now" data-now="" />;
  const label = `${id}-now`;
  return (
    <div class="kb-player__now kb-player__now--boxed kb-player__now--grouped" data-now="" data-grouped="" ref={box} tabIndex={0} role="region" aria-labelledby={label}>
      <table class="kb-player__table" aria-labelledby={label}>
        <TableHead />
        {list.map((s) => (
          <Layer key={s.layer} s={s} choices={choices} choose={choose} />
        ))}
      </table>
    </div>
  );
}

/** `children` go between the table and the timeline (a procedure's step panel), as in the flat layout. */
export function GroupedLayout({ children }: { children?: ComponentChildren }) {
  const actor = PlayerActor.useActorRef();
  const [choices, setChoices] = useState<Choices>({});
  // One function for the island's life (GroupRow skips an unchanged group by value); the step is read when the reader chooses.
  const choose: Choose = useCallback((key, open) => setChoices((c) => ({ ...c, [key]: { open, step: actor.getSnapshot().context.cursor } })), []);
  // The timeline opens a group's lanes only on the reader's word, so stepping never changes its height.
  const group = useCallback((lanes: LaneGeometry[], tip: RunView) => groupLanes(lanes, tip, (k) => choices[groupKey(k)]?.open === true), [choices]);
  return (
    <>
      <GroupedTable choices={choices} choose={choose} />
      {children}
      <Swimlanes group={group} />
    </>
  );
}
