// The reader's events, grouped (faults, requests, clock, …). The clock group is always there. Each
// group reserves as many button places as any step of the scenario offers, so the block keeps its
// height while the labels change ("Stop m2" ↔ "Start m2").
import { groupsOf } from '../groups.ts';
import type { UiKey } from '../ui.ts';
import { PlayerActor, useProps, useReady, useView } from './context.ts';
import { useFocusAfter } from './focus.ts';

const GROUP_KEY: Record<string, UiKey> = { faults: 'groupFaults', requests: 'groupRequests', clock: 'groupClock' };

export function Events() {
  const { ui, id, slots } = useProps();
  const view = useView();
  const ready = useReady();
  const actor = PlayerActor.useActorRef();
  const focusAfter = useFocusAfter();
  const groups = groupsOf(view.available, Object.keys(slots));
  return (
    <div class="kb-player__actions" data-actions>
      <h3 class="kb-player__kicker" id={`${id}-actions`}>
        {ui.actions}
      </h3>
      {groups.map(({ group, items }) => {
        const labelId = `${id}-group-${group}`;
        const spare = Math.max(0, (slots[group] ?? 0) - items.length);
        return (
          <div class="kb-player__group" role="group" aria-labelledby={labelId} key={group} data-group={group}>
            <span class="kb-player__group-label" id={labelId}>
              {GROUP_KEY[group] ? ui[GROUP_KEY[group]] : ui.groupOther}
            </span>
            <div class="kb-player__buttons">
              {items.map((a, i) => {
                const param = Object.entries(a.event).find(([k]) => k !== 'type')?.[1];
                const key = `event:${group}:${i}`;
                return (
                  <button
                    type="button"
                    key={key}
                    data-event={a.event.type}
                    data-param={param === undefined ? undefined : String(param)}
                    data-token={a.token}
                    data-focus-key={key}
                    disabled={!ready}
                    onClick={() => {
                      focusAfter(key);
                      actor.send({ type: 'take', token: a.token });
                    }}
                  >
                    {a.label}
                  </button>
                );
              })}
              {Array.from({ length: spare }, (_, i) => (
                <span class="kb-player__slot" aria-hidden="true" key={`spare-${i}`} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
