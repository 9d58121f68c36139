// The statechart of the instance the reader opened (its details open in a row under its own, in
// island/NowTable.tsx): static SVGs rendered at build time (the atlas, children of the island, shown whole
// without JavaScript). Once the player runs it shows only the opened instance's chart, with its state
// lit, or everything on "show all". Only classes and attributes of the static part change.
import type { JSX } from 'preact';
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { PlayerActor, useProps, useReady, useView } from './context.ts';
import { useFocusAfter } from './focus.ts';

export function Charts({ children }: { children?: unknown }) {
  const { ui, id, charts } = useProps();
  const ready = useReady();
  const view = useView();
  const open = PlayerActor.useSelector((s) => s.context.open);
  const showAll = PlayerActor.useSelector((s) => s.context.showAll);
  const actor = PlayerActor.useActorRef();
  const focusAfter = useFocusAfter();
  const host = useRef<HTMLDivElement>(null);
  const inst = view.instances.find((i) => i.id === open);
  const chart = inst ? charts.find((c) => c.componentType === inst.componentType) : undefined;
  const allNodes = useMemo(() => [...new Set(charts.flatMap((c) => Object.values(c.nodes).flat()))], [charts]);

  useLayoutEffect(() => {
    const atlas = host.current?.querySelector<HTMLElement>('[data-atlas]');
    if (!atlas || !ready) return;
    atlas.toggleAttribute('data-live', true);
    atlas.toggleAttribute('data-expanded', showAll);
    for (const section of atlas.querySelectorAll<HTMLElement>('[data-chart-type]')) {
      section.toggleAttribute('data-shown', !!chart && section.id === chart.sectionId);
    }
    const lit = new Set(chart && inst ? (chart.nodes[inst.state] ?? []) : []);
    for (const nodeId of allNodes) document.getElementById(nodeId)?.classList.toggle('kb-active', lit.has(nodeId));
  }, [ready, chart, inst?.state, showAll]);

  return (
    <div class="kb-player__charts" ref={host}>
      {ready && (
        <div class="kb-player__chart-bar">
          <button
            type="button"
            class="kb-player__small"
            aria-expanded={showAll ? 'true' : 'false'}
            aria-controls={`${id}-atlas`}
            data-focus-key="all"
            onClick={() => {
              focusAfter('all');
              actor.send({ type: 'toggleAll' });
            }}
          >
            <span aria-hidden="true">{showAll ? '▾ ' : '▸ '}</span>
            {ui.allCharts}
          </button>
        </div>
      )}
      {children as JSX.Element}
    </div>
  );
}
