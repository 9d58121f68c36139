// The "now" table and the timeline of a scenario with instance groups (issue 14: about 25
// instances). A chunk of its own, loaded only by scenarios whose words name instance groups, so a
// small scenario's island never carries it. Each layer and each group of identical instances is a
// button (aria-expanded) that opens or closes its rows; a closed group reads as one summary row
// ("Worker nodes 2/3 Ready, 1/3 NotReady"). What changed in the step opens by itself; otherwise the
// reader's choice holds. The timeline draws a group as one lane until the reader opens it. Closed
// rows stay in the DOM, `hidden`, so print (scenario.css) and the test hooks still see them all.
//
// Everything it shares with the rest of the island comes in `kit` (Player.tsx) rather than by import:
// an import would make the bundler split those modules into a chunk of their own, which every
// scenario would pay for.
// Written with h(), not JSX: JSX's automatic runtime would be split out of the main chunk into a
// chunk of its own, too.
import { type ComponentChildren, Fragment, type FunctionComponent, h } from 'preact';
import { useCallback, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { InstanceView, RunView } from '../../model/engine/types.ts';
import { type Choice, type LayerSection, type RowGroup, groupKey, groupLanes, isOpen, layerKey, sections } from '../instance-groups.ts';
import type { PlayerProps } from '../props.ts';
import type { LaneGeometry } from '../timeline-geometry.ts';

export interface Kit {
  Row: FunctionComponent<{ inst: InstanceView; hidden?: boolean }>;
  Timeline: FunctionComponent<{ group?: (lanes: LaneGeometry[], tip: RunView) => LaneGeometry[] }>;
  Inline: FunctionComponent<{ text: string; pageSlug?: string }>;
  useCursor: () => number;
  useProps: () => PlayerProps;
  useView: () => RunView;
}

type Choices = Record<string, Choice>;
type Choose = (key: string, open: boolean) => void;

const on = (yes: boolean) => (yes ? 'true' : undefined);

function toggle(open: boolean, controls: string[], focusKey: string, onToggle: () => void, label: string) {
  return h(
    'button',
    { type: 'button', class: 'kb-player__toggle', 'aria-expanded': open ? 'true' : 'false', 'aria-controls': controls.join(' '), 'data-focus-key': focusKey, onClick: onToggle },
    h('span', { class: 'kb-player__caret', 'aria-hidden': 'true' }, open ? '▾' : '▸'),
    ' ',
    label,
  );
}

/** A group's own row: its name (the toggle), the summary, and what its members show. */
function groupRow(kit: Kit, props: PlayerProps, g: RowGroup, open: boolean, hidden: boolean, onToggle: () => void) {
  const { ui, id, pageSlug } = props;
  const see = [...new Set(g.rows.flatMap((r) => r.see))];
  return h(
    'tr',
    { key: groupKey(g.key), hidden, id: `${id}-group-${g.key}`, 'data-instance-group': g.key, 'data-open': on(open), 'data-changed': on(g.changed) },
    h('th', { scope: 'row' }, toggle(open, g.rows.map((r) => `${id}-row-${r.id}`), `toggle:${groupKey(g.key)}`, onToggle, `${g.label} (${g.rows.length})`)),
    h(
      'td',
      { 'data-label': ui.state },
      h(
        'span',
        { class: 'kb-player__state-line' },
        h('strong', { class: 'kb-player__state', 'data-group-summary': '' }, g.summary),
        h('span', { class: 'kb-player__changed', 'data-on': on(g.changed), 'aria-hidden': g.changed ? undefined : 'true' }, ui.changed),
      ),
      h('span', { class: 'kb-player__facts' }, g.rows.map((r) => r.label).join(' · ')),
    ),
    h(
      'td',
      { 'data-label': ui.see, class: 'kb-player__see' },
      h('div', { class: 'kb-player__clamp' }, see.length === 0 ? '—' : see.map((line, i) => h('span', { class: 'kb-player__see-line', key: i }, h(kit.Inline, { text: line, pageSlug })))),
    ),
  );
}

function Layer({ kit, s, choices, choose }: { kit: Kit; s: LayerSection; choices: Choices; choose: Choose }) {
  const props = kit.useProps();
  const cursor = kit.useCursor();
  const { id, layers } = props;
  const lk = layerKey(s.layer);
  const layerOpen = isOpen(s.changed, choices[lk], cursor, true);
  const rowIds = s.items.map((it) => (it.kind === 'row' ? `${id}-row-${it.inst.id}` : `${id}-group-${it.group.key}`));
  const row = (inst: InstanceView, hidden: boolean) => h(kit.Row, { inst, key: inst.id, hidden });
  return h(
    'tbody',
    { 'data-layer': s.layer, 'data-open': on(layerOpen) },
    h('tr', { class: 'kb-player__layer' }, h('th', { scope: 'rowgroup', colSpan: 3 }, toggle(layerOpen, rowIds, `toggle:${lk}`, () => choose(lk, !layerOpen), `${layers[s.layer] ?? s.layer} (${s.count})`))),
    s.items.flatMap((it) => {
      if (it.kind === 'row') return [row(it.inst, !layerOpen)];
      const gk = groupKey(it.group.key);
      const open = isOpen(it.group.changed, choices[gk], cursor, false);
      return [groupRow(kit, props, it.group, open, !layerOpen, () => choose(gk, !open)), ...it.group.rows.map((inst) => row(inst, !layerOpen || !open))];
    }),
  );
}

/** The table in a box of fixed height (it scrolls inside, as the narration does): stepping never moves the timeline below it. */
function GroupedTable({ kit, choices, choose }: { kit: Kit; choices: Choices; choose: Choose }) {
  const { ui, id } = kit.useProps();
  const view = kit.useView();
  const cursor = kit.useCursor();
  const box = useRef<HTMLDivElement>(null);
  // After a step, bring the first changed row into the box's view (the box only, never the page), in
  // the next frame: measuring the rows in the commit forced a layout in the middle of the click.
  useLayoutEffect(() => {
    const f = requestAnimationFrame(() => {
      const el = box.current;
      const row = el?.querySelector<HTMLElement>('tbody tr[data-changed]:not([hidden])');
      if (!el || !row) return;
      const head = el.querySelector('thead')?.getBoundingClientRect().height ?? 0;
      const [b, r] = [el.getBoundingClientRect(), row.getBoundingClientRect()];
      if (r.top < b.top + head || r.bottom > b.bottom) el.scrollTop += r.top - b.top - head;
    });
    return () => cancelAnimationFrame(f);
  }, [cursor]);
  const list = sections(view);
  if (list.length === 0) return h('div', { class: 'kb-player__now', 'data-now': '' });
  const label = `${id}-now`;
  return h(
    'div',
    { class: 'kb-player__now kb-player__now--grouped', 'data-now': '', 'data-grouped': '', ref: box, tabIndex: 0, role: 'region', 'aria-labelledby': label },
    h(
      'table',
      { class: 'kb-player__table', 'aria-labelledby': label },
      h('caption', { class: 'kb-player__kicker', id: label }, ui.now),
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, ui.component), h('th', { scope: 'col' }, ui.stateFacts), h('th', { scope: 'col' }, ui.see))),
      list.map((s) => h(Layer, { kit, key: s.layer, s, choices, choose })),
    ),
  );
}

/** `children` go between the table and the timeline (a procedure's step panel), as in the flat layout. */
export function GroupedLayout({ kit, children }: { kit: Kit; children?: ComponentChildren }) {
  const cursor = kit.useCursor();
  const [choices, setChoices] = useState<Choices>({});
  const choose: Choose = (key, open) => setChoices((c) => ({ ...c, [key]: { open, step: cursor } }));
  // The timeline opens a group's lanes only on the reader's word, so stepping never changes its height.
  const group = useCallback((lanes: LaneGeometry[], tip: RunView) => groupLanes(lanes, tip, (k) => choices[groupKey(k)]?.open === true), [choices]);
  return h(Fragment, null, h(GroupedTable, { kit, choices, choose }), children, h(kit.Timeline, { group }));
}
