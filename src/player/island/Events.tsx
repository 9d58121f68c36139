// The reader's events, grouped (the scenario's groups: cluster, faults, requests…; the clock group
// sits beside the clock in the toolbar). Each group reserves as many button places as any reachable
// step offers, so the block keeps its height while the labels change ("Stop m2" ↔ "Start m2").
import type { RunView } from '../../model/engine/types.ts';
import { groupsOf } from '../groups.ts';
import { PlayerActor, useProps, useReady, useView } from './context.ts';
import { useFocusAfter } from './focus.ts';

/** Whether a view still shows the button place `i` of `group`: the clock's places always stay. */
const keeps = (view: RunView, group: string, i: number) => group === 'clock' || view.available.filter((a) => a.group === group).length > i;

function EventGroup(props: { group: string; items: RunView['available']; spare: number; label: string; place?: number; offline?: (token: string) => boolean }) {
  const { group, items, spare, label, place, offline } = props;
  const { id, ui } = useProps();
  const ready = useReady();
  const actor = PlayerActor.useActorRef();
  const focusAfter = useFocusAfter();
  const labelId = `${id}-group-${group}`;
  return (
    // A group whose labels run long in this language has wider places, the same in every step (scenario-data.ts).
    <div class="kb-player__group" role="group" aria-labelledby={labelId} data-group={group} style={place ? { '--kb-place': `${place}rem` } : undefined}>
      <span class="kb-player__group-label" id={labelId}>
        {label}
      </span>
      <div class="kb-player__buttons">
        {items.map((a, i) => {
          const param = Object.entries(a.event).find(([k]) => k !== 'type')?.[1];
          const key = `event:${group}:${i}`;
          const off = offline?.(a.token);
          return (
            <button
              type="button"
              key={key}
              data-event={a.event.type}
              data-param={param === undefined ? undefined : String(param)}
              data-token={a.token}
              data-focus-key={key}
              // Before the island is live its buttons stay focusable (aria-disabled): a keyboard user
              // tabbing from the top reaches them, the focus brings the island into view, and it hydrates.
              // One not possible now stays focusable (aria-disabled, dimmed by data-off), as the APG
              // advises for a group's buttons: the reader's focus stays where it was (island/focus.ts).
              aria-disabled={ready && !off ? undefined : 'true'}
              data-off={off ? '' : undefined}
              onClick={() => {
                if (!ready || off) return;
                actor.send({ type: 'take', token: a.token });
                // The render comes after this handler: whether the step keeps this place is known now.
                const { views, cursor } = actor.getSnapshot().context;
                focusAfter(key, !keeps(views[cursor]!, group, i));
              }}
            >
              {a.label}
            </button>
          );
        })}
        {Array.from({ length: spare }, (_, i) => (
          <span class="kb-player__slot" aria-hidden="true" key={`spare-${i}`} />
        ))}
        {/* A group with nothing possible now says so over its reserved places (which keep the height)
            rather than stand empty. */}
        {items.length === 0 && spare > 0 && (
          <span class="kb-player__idle" key="idle">
            {ui.groupIdle}
          </span>
        )}
      </div>
    </div>
  );
}

/** The groups to show (all but the clock, or the clock only), with their reserved places. */
function useGroups(clock: boolean) {
  const { slots, groups: known } = useProps();
  const view = useView();
  const setup = PlayerActor.useSelector((s) => (s.context.cursor > 0 ? s.context.tokens[0] : undefined));
  // Before the setup event only its own buttons; after it, the places of the chosen setup.
  const reserved = setup ? (slots[setup] ?? {}) : {};
  const label = (g: string) => known.find((k) => k.key === g)?.label ?? g;
  return groupsOf(view.available, known.map((g) => g.key), Object.keys(reserved))
    .filter((g) => (g.group === 'clock') === clock)
    .map((g) => ({ ...g, label: label(g.group), spare: Math.max(0, (reserved[g.group] ?? 0) - g.items.length) }));
}

export function Events() {
  const { ui, id, places } = useProps();
  const groups = useGroups(false);
  const start = PlayerActor.useSelector((s) => s.context.cursor === 0);
  return (
    // At the start only the setup buttons show; their labels may wrap (nothing to keep steady yet).
    <div class="kb-player__actions" data-actions data-start={start ? 'true' : undefined} aria-labelledby={`${id}-actions`} role="group">
      <h3 class="kb-player__kicker sr-only">
        {/* The id on a span: search makes a section of every heading with an id (see Narration). */}
        <span id={`${id}-actions`}>{ui.actions}</span>
      </h3>
      {groups.map((g) => (
        <EventGroup key={g.group} group={g.group} items={g.items} spare={g.spare} label={g.label} place={start ? undefined : places[g.group]} />
      ))}
    </div>
  );
}

/** The clock jumps, beside the clock. Always there: before the setup step they show, disabled. */
export function ClockEvents() {
  const { clockPreview } = useProps();
  const cursor = PlayerActor.useSelector((s) => s.context.cursor);
  const groups = useGroups(true);
  return (
    <>
      {groups.map((g) => {
        // Every clock button keeps its place: one not possible now (nothing is due, or no cluster yet)
        // shows disabled.
        const now = new Set(g.items.map((a) => a.token));
        const all = [...clockPreview, ...g.items.filter((a) => !clockPreview.some((p) => p.token === a.token))];
        return <EventGroup key={g.group} group={g.group} items={all} spare={0} label={g.label} offline={(t) => cursor === 0 || !now.has(t)} />;
      })}
    </>
  );
}
