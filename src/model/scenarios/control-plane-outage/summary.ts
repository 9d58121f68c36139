// The line above each step's narration (issue 23 §4): can you write, can you read, do the pods of `web`
// run. What a write gets is what the reader's own `kubectl delete pod` would get now: the answer of the
// apiserver it reaches (kube-apiserver.ts `replyIn`, through commandTarget in scenario.ts); a read goes
// the same way and differs only in how it times out, which the words say (34 s for a delete, 504 at 60 s
// for a read: ReplicaSet and API-6 in the resolved fact sheet).
// It reads the pods' state paths only (pod.ts): `running`, the two states that wait for the API
// (`configError`, `notStarted`), and `dead`, which only the API can replace.
import type { WordRef, World } from '../../engine/component.ts';
import type { Reply } from '../../components/kube-apiserver.ts';

/** The summary's words are keyed by the apiserver's answer itself (summary.writes.<reply> / summary.reads.<reply>). */
export function webSummary(reply: Reply, world: World): WordRef[] {
  const pods = world.ids().filter((id) => world.typeOf(id) === 'pod');
  const total = pods.length;
  const running = pods.filter((p) => world.state(p) === 'running').length;
  const waiting = pods.filter((p) => ['configError', 'notStarted', reply === 'ok' ? '' : 'dead'].includes(world.state(p))).length;
  return [
    { key: `writes.${reply}` },
    { key: `reads.${reply}` },
    { key: running === total ? 'pods.all' : 'pods.some', params: { running, total } },
    ...(waiting ? [{ key: 'pods.waiting', params: { n: waiting } }] : []),
  ];
}
