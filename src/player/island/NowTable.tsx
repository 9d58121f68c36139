// The "now" table: one row per component instance, grouped by layer; its state with a line of facts
// (term, leader, index…), and what an operator sees now. Rows changed by the step are marked with a
// word, not only a colour; the instance to look at (the leader) carries a star. Every row keeps two
// lines whatever the step shows; the name opens the instance's details (all facts, its statechart).
import type { InstanceView, Layer } from '../../model/engine/types.ts';
import { fill } from '../ui.ts';
import { PlayerActor, useProps, useReady, useView } from './context.ts';
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
  const facts = inst.facts.map((f) => `${f.label} ${f.value}`).join(' · ');
  return (
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
        <span class="kb-player__state-line">
          <strong class="kb-player__state">{inst.stateTitle}</strong>
          {/* Always there, shown only when changed: the row keeps its height from step to step. */}
          <span class="kb-player__changed" data-on={inst.changed ? 'true' : undefined} aria-hidden={inst.changed ? undefined : 'true'}>
            {ui.changed}
          </span>
        </span>
        {/* One line of facts here; all of them in the instance's details (click its name). */}
        <span class="kb-player__facts" title={facts || undefined}>
          {inst.facts.length === 0
            ? NOTHING
            : inst.facts.map((f, i) => (
                <span key={f.label}>
                  {i > 0 && ' · '}
                  <span class="kb-player__fact-label">{f.label}</span> <span class="kb-player__fact-value">{f.value}</span>
                </span>
              ))}
        </span>
      </td>
      <td data-label={ui.see} class="kb-player__see">
        <div class="kb-player__clamp">
          {inst.see.length === 0 ? (
            <span class="kb-player__none">{NOTHING}</span>
          ) : (
            inst.see.map((line, i) => (
              <span class="kb-player__see-line" key={i}>
                <Inline text={line} pageSlug={pageSlug} />
              </span>
            ))
          )}
        </div>
      </td>
    </tr>
  );
}, sameJson);

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

export function NowTable() {
  const { ui, id, layers: layerLabels } = useProps();
  const view = useView();
  const layers = byLayer(view.instances);
  // Before the setup step there is nothing to list yet (the table appears with the cluster).
  if (layers.length === 0) return <div class="kb-player__now" data-now />;
  return (
    <div class="kb-player__now" data-now>
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
