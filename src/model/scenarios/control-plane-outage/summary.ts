// The line above each step's narration (issue 23 §4): can you write, can you read, do the pods of `web`
// run. What a write gets is what the reader's own `kubectl delete pod` would get now (deleteTarget in
// scenario.ts, passed in); a read goes the same way and differs only in how it times out. It reads
// the pods' state paths only: `running`, and the two states that wait for the API (pod.ts:
// `configError`, `notStarted`), plus `dead` when writes fail (nothing can replace that pod).
import type { WordRef, World } from '../../engine/component.ts';
import { DELETE_CAP_MS, DIAL_TIMEOUT_MS, type DeleteOutcome, TLS_HANDSHAKE_MS } from '../../components/kubectl.ts';

/** A GET/LIST has no 34 s cap: the timeout filter answers 504 at 60 s (API-6 in the resolved fact sheet). */
const READ_TIMEOUT_MS = 60_000;

/** After how long each request fails, ms: a write as kubectl.ts times the delete, a read as above. */
const FAILS_AFTER: Partial<Record<DeleteOutcome, [write: number, read: number]>> = {
  timeout: [DELETE_CAP_MS, READ_TIMEOUT_MS],
  tls: [TLS_HANDSHAKE_MS, TLS_HANDSHAKE_MS],
  unreachable: [DIAL_TIMEOUT_MS, DIAL_TIMEOUT_MS],
};

export function webSummary(api: DeleteOutcome, world: World): WordRef[] {
  const pods = world.ids().filter((id) => world.typeOf(id) === 'pod');
  const running = pods.filter((p) => world.state(p) === 'running').length;
  const waiting = pods.filter((p) => ['configError', 'notStarted'].includes(world.state(p)) || (api !== 'deleted' && world.state(p) === 'dead')).length;
  const [write = 0, read = 0] = FAILS_AFTER[api] ?? [];
  return [
    { key: `writes.${api}`, params: { s: write / 1000 } },
    { key: `reads.${api}`, params: { s: read / 1000 } },
    running === pods.length ? { key: 'pods.all', params: { total: pods.length } } : { key: 'pods.some', params: { running, total: pods.length } },
    ...(waiting ? [{ key: 'pods.waiting', params: { n: waiting } }] : []),
  ];
}
