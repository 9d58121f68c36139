// What a kubelet tells the pods on its node (pods, CoreDNS). A module of its own so that a scenario with
// pods but no kubelet row (slow-disk) does not ship the kubelet's machine and facts to the browser.
import { assertEvent } from 'xstate';

export type PodNodeEvent = { type: 'nodeDown' } | { type: 'nodeUp'; apiOk: boolean };

/** For a transition on `nodeUp` (a pod's, CoreDNS's): the node is back and its kubelet reaches the API. */
export function nodeUpWithApi({ event }: { event: { type: string; apiOk?: boolean } }): boolean {
  assertEvent(event, 'nodeUp');
  return event.apiOk === true;
}
