// The "now" table: one row per component instance, grouped by layer; its state with its facts (term,
// leader, index…), and what an operator sees now, all of it, wrapped, never cut. Rows changed by the
// step are marked with a word, not only a colour; the instance to look at (the leader) carries a star.
// The table sits in a box of fixed height that scrolls inside (as the grouped one does), so stepping
// never moves what is below it; after a step the first changed row is brought into the box's view. The
// name opens the instance's details in a row right under its own (all facts, what it shows; its
// statechart is lit below the timeline).
import { type RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { InstanceView, Layer } from '../../model/engine/types.ts';
import { fill } from '../ui.ts';
import { PlayerActor, useCursor, useProps, useReady, useView } from './context.ts';
import { useFocusAfter } from './focus.ts';
import { Inline } from './Inline.tsx';
import { memo } from 'preact/compat';
import { sameJson } from './same-json.ts';

export function byLayer(instances: InstanceView[]): Array<{ layer: Layer; rows: InstanceView[] }> {
  const out: Array<{ layer: Layer; rows: InstanceView[] }> = [];
  for (const inst of instances) {
    const last = out.find((g) => g.layer === inst.layer);
    if (last) last.rows.push(inst);
    else out.push({ layer: inst.layer, rows: [inst] });
  }
  return out;
}

/** An empty cell: a dash, the same in every language. */
const NOTHING = '—';

/** An instance's facts, by value: a row whose only change is its "changed" mark skips them. */
const Facts = memo(function Facts({ facts, pageSlug }: { facts: InstanceView['facts']; pageSlug?: string }) {
  return (
    <span class="kb-player__facts">
      {facts.length === 0
        ? NOTHING
        : facts.map((f, i) => (
            <span key={f.label}>
              {i > 0 && ' · '}
              <span class="kb-player__fact-label">
                <Inline text={f.label} pageSlug={pageSlug} />
              </span>{' '}
              <span class="kb-player__fact-value">
                <Inline text={f.value} pageSlug={pageSlug} />
              </span>
            </span>
          ))}
    </span>
  );
}, sameJson);

/** The state cell's two parts: the state's name (with the "changed" mark) and its facts. */
function StateCell({ title, facts, changed, changedLabel, pageSlug }: { title: string; facts: InstanceView['facts']; changed?: boolean; changedLabel: string; pageSlug?: string }) {
  return (
    <>
      <span class="kb-player__state-line">
        <strong class="kb-player__state">
          <Inline text={title} pageSlug={pageSlug} />
        </strong>
        {/* Always there, shown only when changed: the row keeps its height from step to step. */}
        <span class="kb-player__changed" data-on={changed ? 'true' : undefined} aria-hidden={changed ? undefined : 'true'}>
          {changedLabel}
        </span>
      </span>
      <Facts facts={facts} pageSlug={pageSlug} />
    </>
  );
}

/** What an operator sees, by value, like Facts. */
const SeeCell = memo(function SeeCell({ see, pageSlug }: { see: string[]; pageSlug?: string }) {
  return see.length === 0 ? (
    <span class="kb-player__none">{NOTHING}</span>
  ) : (
    <>
      {see.map((line, i) => (
        <span class="kb-player__see-line" key={i}>
          <Inline text={line} pageSlug={pageSlug} />
        </span>
      ))}
    </>
  );
}, sameJson);

/** One instance's row; `hidden` while its layer or group is closed (island/Grouped.tsx). */
export const Row = memo(function Row({ inst, hidden }: { inst: InstanceView; hidden?: boolean }) {
  const { ui, pageSlug, charts, id } = useProps();
  const ready = useReady();
  const open = PlayerActor.useSelector((s) => s.context.open);
  const actor = PlayerActor.useActorRef();
  const focusAfter = useFocusAfter();
  const hasChart = charts.some((c) => c.componentType === inst.componentType);
  const name = (
    <>
      {inst.emphasis && (
        <span class="kb-player__star" aria-hidden="true">
          ★{' '}
        </span>
      )}
      {inst.label}
    </>
  );
  return (
    <>
    <tr
      hidden={hidden}
      id={`${id}-row-${inst.id}`}
      data-component={inst.id}
      data-component-state={inst.state}
      data-changed={inst.changed ? 'true' : undefined}
      data-emphasis={inst.emphasis ? 'true' : undefined}
    >
      <th scope="row">
        {ready && hasChart ? (
          <button
            type="button"
            class="kb-player__component"
            aria-expanded={open === inst.id ? 'true' : 'false'}
            title={fill(ui.showChart, { name: inst.label })}
            data-focus-key={`component:${inst.id}`}
            onClick={() => {
              focusAfter(`component:${inst.id}`);
              actor.send({ type: 'open', instance: inst.id });
            }}
          >
            {name}
          </button>
        ) : (
          name
        )}
      </th>
      <td data-label={ui.state}>
        <StateCell title={inst.stateTitle} facts={inst.facts} changed={inst.changed} changedLabel={ui.changed} pageSlug={pageSlug} />
      </td>
      <td data-label={ui.see} class="kb-player__see">
        <div class="kb-player__clamp">
          <SeeCell see={inst.see} pageSlug={pageSlug} />
        </div>
      </td>
    </tr>
    {open === inst.id && !hidden && <Detail inst={inst} />}
    </>
  );
}, sameJson);

/** The opened instance's details, in a row right under its own: every fact, what it shows, and a way to close them. */
function Detail({ inst }: { inst: InstanceView }) {
  const { ui, pageSlug } = useProps();
  const actor = PlayerActor.useActorRef();
  const focusAfter = useFocusAfter();
  return (
    <tr class="kb-player__detail-row" data-chart-open={inst.id}>
      <td colSpan={3}>
        <div class="kb-player__detail">
          <p class="kb-player__detail-title">
            {inst.label}:{' '}
            <strong>
              <Inline text={inst.stateTitle} pageSlug={pageSlug} />
            </strong>
          </p>
          {inst.facts.length > 0 && (
            <dl class="kb-player__detail-facts">
              {inst.facts.map((f) => (
                <div key={f.label}>
                  <dt>
                    <Inline text={f.label} pageSlug={pageSlug} />
                  </dt>
                  <dd>
                    <Inline text={f.value} pageSlug={pageSlug} />
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {inst.see.map((line, i) => (
            <p class="kb-player__see-line" key={i}>
              <Inline text={line} pageSlug={pageSlug} />
            </p>
          ))}
          <button
            type="button"
            class="kb-player__small"
            data-focus-key="chart-close"
            onClick={() => {
              focusAfter(`component:${inst.id}`);
              actor.send({ type: 'open', instance: inst.id });
            }}
          >
            {ui.hideChart}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** The now table's caption (its name, \`<id>-now\`) and column heads; the grouped table has the same. */
export function TableHead() {
  const { ui, id } = useProps();
  return (
    <>
      <caption class="kb-player__kicker" id={`${id}-now`}>
        {ui.now}
      </caption>
      <thead>
        <tr>
          <th scope="col">{ui.component}</th>
          <th scope="col">{ui.stateFacts}</th>
          <th scope="col">{ui.see}</th>
        </tr>
      </thead>
    </>
  );
}

/**
 * After a step, bring the first changed instance's row into the box's view (the box only, never the page), in the
 * next frame: measuring the rows in the commit forced a layout in the middle of the click.
 */
export function useShowChanged(box: RefObject<HTMLDivElement>) {
  const cursor = useCursor();
  useLayoutEffect(() => {
    const f = requestAnimationFrame(() => {
      const el = box.current;
      // The first instance that changed (its group's summary row sits just above it), else any changed row.
      const row = el?.querySelector<HTMLElement>('tbody tr[data-component][data-changed]:not([hidden])') ?? el?.querySelector<HTMLElement>('tbody tr[data-changed]:not([hidden])');
      if (!el || !row) return;
      const head = el.querySelector('thead')?.getBoundingClientRect().height ?? 0;
      const [b, r] = [el.getBoundingClientRect(), row.getBoundingClientRect()];
      if (r.top < b.top + head || r.bottom > b.bottom) el.scrollTop += r.top - b.top - head;
    });
    return () => cancelAnimationFrame(f);
  }, [cursor]);
}

/** The box's height: at most its CSS height (23rem), at least this many rem, and where it can, ending on the first screen. */
const MIN_BOX_REM = 14;

/**
 * Fits the table's box to the first screen: with the player's top just below the page header, the box
 * ends at the bottom of the window, between 14rem and its CSS height. Measured when the setup step is
 * taken (the button places are fixed from then on) and when the window changes size, never on a step,
 * so stepping keeps the player's height. Long labels (a language that runs longer) shrink the box
 * rather than push the table off the first screen.
 */
export function useFitBox(box: RefObject<HTMLDivElement>) {
  const setup = PlayerActor.useSelector((s) => (s.context.cursor > 0 ? s.context.tokens[0] : undefined));
  useLayoutEffect(() => {
    // In the next frame, like useShowChanged: measuring in the commit laid the page out in the middle of the setup click.
    const fit = () => {
      const el = box.current;
      const root = el?.closest<HTMLElement>('.kb-player');
      if (!el || !root) return;
      el.style.height = '';
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      const most = el.getBoundingClientRect().height;
      const header = document.querySelector('header.header')?.getBoundingClientRect().height ?? 0;
      const toc = document.querySelector('mobile-starlight-toc nav')?.getBoundingClientRect().height ?? 0;
      const above = el.getBoundingClientRect().top - root.getBoundingClientRect().top;
      const room = window.innerHeight - header - toc - above - 0.5 * rem;
      el.style.height = `${Math.round(Math.max(MIN_BOX_REM * rem, Math.min(most, room)))}px`;
    };
    const f = requestAnimationFrame(fit);
    window.addEventListener('resize', fit);
    return () => {
      cancelAnimationFrame(f);
      window.removeEventListener('resize', fit);
    };
  }, [setup]);
}

export function NowTable() {
  const { ui, id, layers: layerLabels } = useProps();
  const view = useView();
  const box = useRef<HTMLDivElement>(null);
  useShowChanged(box);
  useFitBox(box);
  const layers = byLayer(view.instances);
  // Before the setup step there is nothing to list yet (the table appears with the cluster).
  if (layers.length === 0) return <div class="kb-player__now" data-now />;
  return (
    <div class="kb-player__now kb-player__now--boxed" data-now ref={box} tabIndex={0} role="region" aria-labelledby={`${id}-now`}>
      <table class="kb-player__table" aria-labelledby={`${id}-now`}>
        <TableHead />
        {layers.map((g) => (
          <tbody key={g.layer} data-layer={g.layer}>
            {layers.length > 1 && (
              <tr class="kb-player__layer">
                <th scope="rowgroup" colSpan={3}>
                  {layerLabels[g.layer] ?? g.layer}
                </th>
              </tr>
            )}
            {g.rows.map((inst) => (
              <Row inst={inst} key={inst.id} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
