// The scenario player island (Preact with its React compat layer, so @xstate/react runs unchanged).
// It renders the snapshot and sends events; the statechart SVGs are static HTML rendered at build
// time, and the player only toggles classes on their nodes. Before the scenario module has loaded
// (and without JavaScript) it shows what the server rendered: the diagrams and the list of states.
import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { JSX } from 'preact';
import { concreteEvents, eventToken, paramOf, type ScenarioEvent } from '../scenarios/events.ts';
import { loadScenario } from '../scenarios/index.ts';
import { localHref, parseInline } from '../scenarios/inline.ts';
import { eventText, interpolate } from '../scenarios/narration.ts';
import { activeLeaves } from '../scenarios/statechart.ts';
import { type Notice, playerMachine } from './player-machine.ts';
import { encodeSteps, restore } from './restore.ts';
import { type PlayerProps, type RegionView, fill } from './types.ts';
import { foreignStepParams, readStepParam, withStepParam } from './url.ts';

function Inline({ text, pageSlug }: { text: string; pageSlug?: string }) {
  return (
    <>
      {parseInline(text).map((t, i) =>
        t.kind === 'code' ? (
          <code key={i}>{t.text}</code>
        ) : t.kind === 'link' ? (
          <a key={i} href={localHref(t.href, pageSlug)}>
            {t.text}
          </a>
        ) : (
          t.text
        ),
      )}
    </>
  );
}

/** The region a leaf belongs to: the longest region path that contains it. */
function regionOfLeaf(regions: RegionView[], leaf: string): RegionView {
  let best = regions[0];
  for (const r of regions) {
    if ((r.path === '' || leaf.startsWith(`${r.path}.`)) && r.path.length >= best.path.length) best = r;
  }
  return best;
}

/** Elements the keyboard handler leaves alone: typing, and diagrams that scroll sideways with the arrows. */
const OWN_ARROWS = 'input, textarea, select, [contenteditable], .kb-diagram__canvas[tabindex]';

export default function Player(props: PlayerProps) {
  const { id, narration, regions, highlight, ui, paramKeys, eventAliases, focus, pageSlug } = props;
  const [state, send] = useMachine(playerMachine);
  const { scenario, steps, snapshots, cursor, notice } = state.context;
  const ready = state.matches('ready') && !!scenario;
  const snapshot = ready ? snapshots[cursor] : undefined;
  const rootRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const [diagram, setDiagram] = useState<{ region: string; pinned: boolean }>({ region: regions[0]?.path ?? '', pinned: false });
  const [copied, setCopied] = useState(false);

  // Load the machine (its own small chunk) and restore the step link, if any.
  useEffect(() => {
    let live = true;
    loadScenario(id)
      .then((loaded) => {
        if (!live) return;
        const found = readStepParam(location.search, paramKeys);
        const restored = restore(loaded, found?.value ?? '', eventAliases);
        let linkNotice: Notice | undefined = restored.problem ? { kind: 'link', problem: restored.problem } : undefined;
        const root = rootRef.current;
        if (!linkNotice && root && document.querySelector('[data-scenario]') === root) {
          const pageKeys = [...document.querySelectorAll<HTMLElement>('[data-scenario]')].flatMap((el) =>
            (el.dataset.paramKeys ?? '').split(' '),
          );
          const foreign = foreignStepParams(location.search, pageKeys)[0];
          if (foreign) linkNotice = { kind: 'foreign', id: foreign };
        }
        send({ type: 'loaded', scenario: loaded, steps: restored.events, snapshots: restored.snapshots, notice: linkNotice });
      })
      .catch((err: unknown) => console.error(`scenario ${id} could not load`, err));
    return () => {
      live = false;
    };
  }, []);

  const leaves = useMemo(
    () => (snapshot && scenario ? activeLeaves(scenario.machine, snapshot.value) : props.initialState.split(',')),
    [snapshot, scenario],
  );
  const previousLeaves = useMemo(
    () => (ready && cursor > 0 ? activeLeaves(scenario!.machine, snapshots[cursor - 1].value) : []),
    [ready, cursor, snapshots],
  );
  const rows = useMemo(
    () => leaves.map((leaf) => ({ leaf, region: regionOfLeaf(regions, leaf) })),
    [leaves, regions],
  );
  const changed = useMemo(() => {
    const before = new Set(previousLeaves);
    return new Set(rows.filter((r) => previousLeaves.length > 0 && !before.has(r.leaf)).map((r) => r.region.path));
  }, [rows, previousLeaves]);

  // The diagram panel follows the step (a focus region first) until the reader picks a component.
  // Derived during render, so the panel switches in the same frame as the highlight.
  const autoRegion = useMemo(() => {
    if (!ready || changed.size === 0) return undefined;
    return focus.find((r) => changed.has(r)) ?? [...changed].find((r) => r !== '') ?? [...changed][0];
  }, [ready, changed]);
  const shownRegion = diagram.pinned ? diagram.region : (autoRegion ?? diagram.region);
  useEffect(() => {
    if (!diagram.pinned && shownRegion !== diagram.region) setDiagram({ region: shownRegion, pinned: false });
  }, [shownRegion]);

  // Highlight: toggle one class on the SVG nodes, found by exact id.
  const allNodeIds = useMemo(() => [...new Set(Object.values(highlight).flat())], [highlight]);
  useLayoutEffect(() => {
    const lit = new Set(leaves.flatMap((l) => highlight[l] ?? []));
    for (const nodeId of allNodeIds) document.getElementById(nodeId)?.classList.toggle('kb-active', lit.has(nodeId));
  }, [leaves]);

  // Once the player runs, the atlas (every region's statechart and states, all shown without JS)
  // shows one region's statechart, or everything when the reader asks for it. A diagram wider than
  // a phone scrolls sideways: bring its lit node into view without moving the page.
  const [showAll, setShowAll] = useState(false);
  useLayoutEffect(() => {
    const atlas = rootRef.current?.querySelector<HTMLElement>('[data-scenario-all]');
    if (!atlas || !ready) return;
    atlas.toggleAttribute('data-live', true);
    atlas.toggleAttribute('data-expanded', showAll);
    for (const section of atlas.querySelectorAll<HTMLElement>('.kb-player__region')) {
      section.toggleAttribute('data-shown', section.dataset.region === shownRegion);
    }
    const fig = regions.find((r) => r.path === shownRegion)?.figureId;
    const canvas = fig ? document.getElementById(fig)?.querySelector<HTMLElement>('.kb-diagram__canvas') : null;
    const lit = canvas?.querySelector('.kb-active');
    if (!canvas || !lit) return;
    // Measuring forces a layout: do it with the next frame, not in the click's critical path.
    const frame = requestAnimationFrame(() => {
      if (canvas.scrollWidth <= canvas.clientWidth) return;
      const box = canvas.getBoundingClientRect();
      const node = lit.getBoundingClientRect();
      canvas.scrollLeft += node.left + node.width / 2 - (box.left + box.width / 2);
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, shownRegion, leaves, showAll]);

  // The address bar follows the reader's path (replace, not push: Back leaves the page as usual).
  const encoded = ready ? encodeSteps(scenario!.events, steps.slice(0, cursor)) : '';
  useEffect(() => {
    if (!ready) return;
    const search = withStepParam(location.search, id, encoded || null, paramKeys.slice(1));
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  }, [ready, encoded]);

  // Focus: stay on the control used if it still exists, else the first possible event, else Back.
  useLayoutEffect(() => {
    const key = pendingFocus.current;
    const root = rootRef.current;
    if (key === null || !root) return;
    pendingFocus.current = null;
    const usable = (el: HTMLElement | null) => (el && !(el as HTMLButtonElement).disabled ? el : null);
    const target =
      usable(root.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`)) ??
      usable(root.querySelector<HTMLElement>('[data-event]')) ??
      usable(root.querySelector<HTMLElement>('[data-focus-key="back"]')) ??
      root;
    // Focusing forces a style and layout pass: skip it when focus is already right, never scroll.
    if (document.activeElement !== target) target.focus({ preventScroll: true });
  });

  /** Where focus goes after an action; only when the reader was in the player (never steal focus). */
  const focusAfter = (key: string) => {
    pendingFocus.current = rootRef.current?.contains(document.activeElement) ? key : null;
  };
  const focusKeyOfActive = () => (document.activeElement as HTMLElement | null)?.dataset?.focusKey ?? null;

  const take = (event: ScenarioEvent, token: string) => {
    focusAfter(`event:${token}`);
    send({ type: 'take', event });
  };
  const back = (keep = 'back') => {
    focusAfter(keep);
    send({ type: 'back' });
  };
  const forward = (keep = 'forward') => {
    focusAfter(keep);
    send({ type: 'forward' });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (!ready || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    if ((e.target as HTMLElement).closest(OWN_ARROWS)) return;
    e.preventDefault();
    const keep = focusKeyOfActive() ?? (e.key === 'ArrowLeft' ? 'back' : 'forward');
    if (e.key === 'ArrowLeft' && cursor > 0) back(keep);
    if (e.key === 'ArrowRight' && cursor < steps.length) forward(keep);
  };

  const copyLink = async () => {
    const search = withStepParam(location.search, id, encoded || null, paramKeys.slice(1));
    const url = `${location.origin}${location.pathname}${search}`;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt(ui.copyLink, url); // clipboard blocked (e.g. plain http): let the reader copy it
      return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };

  const possible = useMemo(() => {
    if (!ready || !snapshot) return [];
    return concreteEvents(scenario!.events).filter((e) => snapshot.can(e));
  }, [ready, snapshot]);
  const groups = useMemo(() => {
    const out: { key: string; events: ScenarioEvent[] }[] = [];
    for (const e of possible) {
      const key = e.type.split('.')[0];
      const last = out[out.length - 1];
      if (last?.key === key) last.events.push(e);
      else out.push({ key, events: [e] });
    }
    return out;
  }, [possible]);

  const happened =
    ready && cursor > 0 ? eventText(narration, steps[cursor - 1]) : { title: ui.start, text: narration.description };
  const statusValues = ready && snapshot ? scenario!.status?.(snapshot) : undefined;
  const statusLine = narration.status && statusValues ? interpolate(narration.status, statusValues) : undefined;
  const announcement = ready
    ? [
        fill(ui.announce, { n: cursor, title: happened.title }),
        ...rows.filter((r) => changed.has(r.region.path)).map((r) => `${r.region.label}: ${narration.states[r.leaf]?.title ?? r.leaf}.`),
      ].join(' ')
    : '';
  const noticeText = (n: Notice) =>
    n.kind === 'foreign'
      ? fill(ui.unknownScenario, { id: n.id })
      : fill(ui.badLink, {
          n: n.problem.step,
          token: n.problem.token,
          reason: {
            syntax: ui.reasonSyntax,
            unknownEvent: ui.reasonUnknownEvent,
            badParam: ui.reasonBadParam,
            notPossible: ui.reasonNotPossible,
          }[n.problem.kind],
        });

  return (
    <div
      ref={rootRef}
      class="kb-player"
      data-scenario={id}
      data-state={leaves.join(',')}
      data-ready={ready ? 'true' : 'false'}
      data-param-keys={paramKeys.join(' ')}
      role="group"
      aria-label={fill(ui.region, { title: narration.title })}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      {notice && (
        <div class="kb-player__notice" role="alert" data-notice={notice.kind === 'foreign' ? 'foreign' : notice.problem.kind}>
          <p>{noticeText(notice)}</p>
          <button type="button" class="kb-player__small" onClick={() => send({ type: 'dismiss' })}>
            {ui.dismiss}
          </button>
        </div>
      )}

      {ready && (
        <div class="kb-player__toolbar">
          <span class="kb-player__counter">{fill(ui.step, { n: cursor, total: steps.length })}</span>
          <button type="button" data-focus-key="back" disabled={cursor === 0} onClick={() => back()}>
            <span aria-hidden="true">← </span>
            {ui.back}
          </button>
          <button type="button" data-focus-key="forward" disabled={cursor >= steps.length} onClick={() => forward()}>
            {ui.forward}
            <span aria-hidden="true"> →</span>
          </button>
          <button
            type="button"
            data-focus-key="reset"
            disabled={steps.length === 0}
            onClick={() => {
              focusAfter('reset');
              setDiagram({ region: regions[0]?.path ?? '', pinned: false });
              send({ type: 'reset' });
            }}
          >
            {ui.reset}
          </button>
          <button type="button" data-focus-key="copy" data-copy-step={encoded} onClick={copyLink}>
            {copied ? ui.copied : ui.copyLink}
          </button>
        </div>
      )}

      <div class="kb-player__happened" data-narration>
        <h3 class="kb-player__kicker">{ui.happened}</h3>
        <p>
          <strong data-narration-title>{happened.title}</strong>{' '}
          <Inline text={happened.text} pageSlug={pageSlug} />
        </p>
      </div>

      {ready && (
        <div class="kb-player__actions">
          <h3 class="kb-player__kicker">{ui.actions}</h3>
          {groups.length === 0 && <p>{ui.noActions}</p>}
          {groups.map((g) => (
            <div class="kb-player__group" key={g.key}>
              {g.events.map((e) => {
                const token = eventToken(scenario!.events, e);
                const param = paramOf(scenario!.events, e);
                return (
                  <button
                    type="button"
                    key={token}
                    data-event={e.type}
                    data-param={param === undefined ? undefined : String(param)}
                    data-step={token}
                    data-focus-key={`event:${token}`}
                    onClick={() => take(e, token)}
                  >
                    {eventText(narration, e).label}
                  </button>
                );
              })}
            </div>
          ))}
          <p class="kb-player__hint">{ui.keys}</p>
        </div>
      )}

      <div class="kb-player__now">
        <h3 class="kb-player__kicker">{ui.components}</h3>
        {statusLine && (
          <p class="kb-player__status" data-status>
            {statusLine}
          </p>
        )}
        <table class="kb-player__table">
          <thead>
            <tr>
              <th scope="col">{ui.component}</th>
              <th scope="col">{ui.state}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ leaf, region }) => {
              const text = narration.states[leaf];
              return (
                <tr key={region.path} data-region={region.path} data-leaf={leaf} data-changed={changed.has(region.path) ? 'true' : undefined}>
                  <th scope="row">
                    {ready && region.figureId ? (
                      <button
                        type="button"
                        class="kb-player__component"
                        aria-pressed={shownRegion === region.path ? 'true' : 'false'}
                        aria-controls={region.figureId}
                        title={fill(ui.showDiagram, { name: region.label })}
                        data-focus-key={`component:${region.path}`}
                        onClick={() => setDiagram({ region: region.path, pinned: true })}
                      >
                        {region.path === '' ? ui.scenario : region.label}
                      </button>
                    ) : region.path === '' ? (
                      ui.scenario
                    ) : (
                      region.label
                    )}
                  </th>
                  <td>
                    <strong>{text?.title ?? leaf}</strong>
                    {(!ready || changed.has(region.path) || shownRegion === region.path) && (
                      <span class="kb-player__meaning">
                        <Inline text={text?.text ?? ''} pageSlug={pageSlug} />
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {ready && (
        <button
          type="button"
          class="kb-player__small"
          aria-expanded={showAll ? 'true' : 'false'}
          aria-controls={`${id}-atlas`}
          data-focus-key="all"
          onClick={() => setShowAll(!showAll)}
        >
          <span aria-hidden="true">{showAll ? '▾ ' : '▸ '}</span>
          {ui.allStates}
        </button>
      )}
      <div class="kb-player__diagrams">{props.children as JSX.Element}</div>

      {ready && steps.length > 0 && (
        <div class="kb-player__history">
          <h3 class="kb-player__kicker">{ui.history}</h3>
          <ol start={0}>
            {[null, ...steps].map((e, i) => (
              <li key={i} data-future={i > cursor ? 'true' : undefined}>
                <button
                  type="button"
                  data-focus-key={`history:${i}`}
                  aria-current={i === cursor ? 'step' : undefined}
                  onClick={() => {
                    focusAfter(`history:${i}`);
                    send({ type: 'goto', index: i });
                  }}
                >
                  {e ? eventText(narration, e).title : ui.start}
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}

      <p class="sr-only" aria-live="polite" data-announce>
        {announcement}
      </p>
    </div>
  );
}

