// The scenario player island (Preact). One actor (the player machine) holds the reader's path and
// every RunView along it; each part below reads what it needs from it. Before the scenario has loaded, and without JavaScript, the island
// shows the server-rendered start and the static atlas (statecharts and example timelines).
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { plainText } from '../../site/text/inline.ts';
import type { Words } from '../../model/engine/index.ts';
import { loadScenarioDef } from '../../model/scenarios/registry.ts';
import { pageAddress } from '../address.ts';
import { encode, playable } from '../playable.ts';
import type { PlayerProps } from '../props.ts';
import { nextLine } from '../summary.ts';
import { fill } from '../ui.ts';
import { readStepParam, withStepParam } from '../url.ts';
import { Charts } from './Charts.tsx';
import { PlayerActor, Props, useClock, useProps, useView } from './context.ts';
import { Events } from './Events.tsx';
import { FocusContext, useFocusKeeper } from './focus.ts';
import { Narration } from './Narration.tsx';
import { Notice } from './Notice.tsx';
import { GroupedLayout } from './Grouped.tsx';
import { NowTable } from './NowTable.tsx';
import { useStepEvent } from './step-event.ts';
import { Swimlanes } from './Swimlanes.tsx';
import { Toolbar } from './Toolbar.tsx';

/** Elements the keyboard handler leaves alone: typing, and boxes that scroll sideways with the arrows. */
const OWN_ARROWS = 'input, textarea, select, [contenteditable], .kb-diagram__canvas[tabindex]';

function Root({ children }: { children?: unknown }) {
  const props = useProps();
  const { id, ui, paramKeys, words } = props;
  const actor = PlayerActor.useActorRef();
  const ready = PlayerActor.useSelector((s) => s.matches('ready'));
  const cursor = PlayerActor.useSelector((s) => s.context.cursor);
  const tokens = PlayerActor.useSelector((s) => s.context.tokens);
  const scenario = PlayerActor.useSelector((s) => s.context.scenario);
  const view = useView();
  const clock = useClock();
  const root = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusKeeper(root);
  useStepEvent(root, view);

  // Load the scenario (its own chunk: a page ships only the scenario it shows) and replay the step link, if any.
  useEffect(() => {
    let live = true;
    loadScenarioDef(id)
      .then((def) => {
        if (live) actor.send({ type: 'loaded', scenario: playable(def, words as Words, props.aliases), link: readStepParam(location.search, paramKeys)?.value });
      })
      .catch((err: unknown) => {
        // The static atlas shows again (src/player/island-fallback.ts).
        root.current?.closest('[data-scenario-host]')?.toggleAttribute('data-island-failed', true);
        console.error(`scenario ${id} could not load`, err);
      });
    return () => {
      live = false;
    };
  }, []);

  // The address bar follows the reader's path (replace, not push: Back leaves the page as usual).
  // The write is queued in the step's own commit, so that the language switch, which flushes the
  // queue before it reads the address, never carries the previous step; it happens once the reader
  // pauses (../address.ts says why).
  const encoded = ready && scenario ? encode(scenario, tokens.slice(0, cursor)) : '';
  /** A query with this step's part set: what the address bar takes and what "Copy link" copies. */
  const withStep = (search: string) => withStepParam(search, id, encoded || null, paramKeys.slice(1));
  useLayoutEffect(() => {
    if (!ready) return;
    pageAddress().write(id, withStep);
  }, [ready, encoded]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!ready || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    if ((e.target as HTMLElement).closest(OWN_ARROWS)) return;
    e.preventDefault();
    focusAfter((document.activeElement as HTMLElement | null)?.dataset?.focusKey ?? (e.key === 'ArrowLeft' ? 'back' : 'forward'));
    actor.send({ type: e.key === 'ArrowLeft' ? 'back' : 'forward' });
  };

  const copyLink = async () => {
    const search = withStep(location.search);
    const url = `${location.origin}${location.pathname}${search}`;
    try {
      await navigator.clipboard.writeText(url);
      actor.send({ type: 'copied' });
    } catch {
      window.prompt(ui.copyLink, url); // clipboard blocked (e.g. plain http): let the reader copy it
    }
  };

  const step = view.steps[view.steps.length - 1];
  // What matters (the summary) before every line of the step, in one announcement.
  const sum = view.summary;
  const lines = step?.narration.map((e) => plainText(e.text)).join(' ') || ui.nothingHappened;
  const announcement =
    ready && cursor > 0 && step
      ? fill(ui.announceStep, { n: cursor, time: clock(view.time), text: sum ? [`${ui.summary}:`, ...sum.now.map(plainText), nextLine(sum, view.time, ui, clock), lines].join(' ') : lines })
      : '';

  return (
    <FocusContext.Provider value={focusAfter}>
      <div
        ref={root}
        class="kb-player"
        data-scenario={id}
        data-ready={ready ? 'true' : 'false'}
        data-time={String(view.time)}
        data-state={view.dataState}
        data-step={String(cursor)}
        data-param-keys={paramKeys.join(' ')}
        role="group"
        aria-label={fill(ui.region, { title: props.title })}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <Toolbar />
        <Notice />
        <Events />
        <Narration onCopy={copyLink} />
        {props.initial.groupLabels ? (
          <GroupedLayout>{props.procedure as ComponentChildren}</GroupedLayout>
        ) : (
          <>
            <NowTable />
            {/* A procedure's step panel (its own island): the step's command and output. After the now table,
                so the clock, buttons, narration and table still fit one screen. */}
            {props.procedure}
            <Swimlanes />
          </>
        )}
        <Charts>{children}</Charts>
        <p class="sr-only" aria-live="polite" data-announce>
          {announcement}
        </p>
      </div>
    </FocusContext.Provider>
  );
}

export default function Player(props: PlayerProps) {
  return (
    <Props.Provider value={props}>
      <PlayerActor.Provider>
        <Root>{props.children}</Root>
      </PlayerActor.Provider>
    </Props.Provider>
  );
}
