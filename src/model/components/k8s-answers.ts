// Answers of the Kubernetes component types in the curated timelines' terms, for the timeline tests
// (control-plane-outage/timelines.ts). Only tests import this module, so the browser never loads it.
import type { Answers } from '../engine/timeline.ts';
import { type AlertsContext, firing } from './alerts.ts';
import type { CorednsContext } from './coredns.ts';
import { within } from './k8s-def.ts';
import type { ApiserverContext } from './kube-apiserver.ts';
import { answerOfApiserver } from './kube-apiserver-def.ts';
import type { KubectlContext } from './kubectl.ts';
import { kubectl } from './kubectl-def.ts';
import type { LeaderContext } from './leader-election.ts';
import type { PodContext } from './pod.ts';
import type { EndpointsContext } from './service-endpoints.ts';
import { endpointList } from './service-endpoints-def.ts';

/** Answers in the curated timelines' terms (value, error, stale), by component type: what the timeline
 * tests check (src/model/engine/play.ts). Not part of the ComponentDefs, so the browser never loads them. */
export const K8S_ANSWERS: Answers = {
  'kube-apiserver': (c: ApiserverContext, state: string) => answerOfApiserver(c, state),
  // `value`: how many times the process has exited (the timelines check "exits once").
  'leader-election': (c: LeaderContext) => ({ value: String(c.exits) }),
  'pod': (_c: PodContext, state: string) => (state === 'running' ? { value: 'Running' } : state === 'configError' ? { error: 'CreateContainerConfigError' } : { error: state }),
  'service-endpoints': (c: EndpointsContext) => ({ value: endpointList(c) }),
  'coredns': (_c: CorednsContext, state: string) => (state === 'unsynced.servfail' ? { error: 'SERVFAIL' } : state === 'synced' || state === 'stale' ? { value: 'NOERROR', stale: state === 'stale' } : { error: state }),
  'kubectl': (c: KubectlContext, state: string) => {
    const p = kubectl.params(c, state);
    if (state === 'deleted') return { value: String(p.deletedLine) };
    if (state === 'listed') return { value: 'NAME READY STATUS RESTARTS AGE' };
    if (state === 'failed.timeout') return { error: String(p.timeoutLine) };
    if (state === 'failed.refused') return { error: String(p.refusedLine) };
    if (state === 'failed.dropped') return { error: String(p.dropLine) };
    return within(state, 'failed') ? { error: state } : undefined;
  },
  'alerts': (c: AlertsContext) => ({ value: firing(c).join(', ') }),
};
