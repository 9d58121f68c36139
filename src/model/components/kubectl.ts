// Component type `kubectl`: the reader's `kubectl delete pod` and `kubectl get pods`, sent through the
// load balancer, or straight to cp1's apiserver when no backend is left behind it. The apiserver it
// reaches answers from its own state (kube-apiserver.ts `replyIn`): at once, or it lets the request
// hang until the request's own timeout (34 s for a delete, 60 s for a get), until etcd answers again, or
// until its process ends and the connection drops. client-go retries a GET whose connection dropped
// (1 s later, at most 10 times); a delete it does not retry. Timers and lines: kubectl.facts.ts.
import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { sendAll } from './k8s-protocol.ts';
import type { Reply, ReplyEvent } from './kube-apiserver.ts';
import { KUBECTL } from './kubectl.facts.ts';

export type Verb = 'get' | 'delete';

export interface KubectlContext {
  id: string;
  /** The Kubernetes version (its output differs). */
  version: string;
  verb: Verb;
  pod: string;
  /** What the reader typed it against: `lb` or a node. */
  server: string;
  /** The apiserver instance that answers. */
  target: string;
  /** The address a dial error names. */
  ip: string;
  retries: number;
  /** How the last connection dropped: after a GOAWAY (graceful shutdown) or not. */
  goaway: boolean;
  n: number;
}

type CommandEvent = { type: 'command'; verb: Verb; pod: string; server: string; target: string; ip: string };
type Event = CommandEvent | ReplyEvent;

const timeoutOf = (verb: Verb) => (verb === 'delete' ? KUBECTL.deleteCapMs.value : KUBECTL.getTimeoutMs.value);
const reply = (want: Reply) => ({ event }: { event: Event }) => event.type === 'reply' && event.reply === want;

export const kubectlMachine = setup({
  types: { context: {} as KubectlContext, events: {} as Event, input: {} as { id: string; version: string; now: () => number } },
  delays: {
    requestTimeout: ({ context }) => timeoutOf(context.verb),
    tlsHandshake: KUBECTL.tlsHandshakeMs.value,
    dialTimeout: KUBECTL.dialTimeoutMs.value,
    retryWait: KUBECTL.retryWaitMs.value,
  },
  guards: {
    ok: reply('ok'),
    hang: reply('hang'),
    tls: reply('tls'),
    refused: reply('refused'),
    isDelete: ({ context }) => context.verb === 'delete',
    okDelete: ({ context, event }) => context.verb === 'delete' && event.type === 'reply' && event.reply === 'ok',
    // A GET whose connection dropped is retried (IsProbableEOF), at most maxRetries times.
    retryGet: ({ context }) => context.verb === 'get' && context.retries < KUBECTL.maxRetries.value,
  },
  actions: {
    note: assign(({ context, event }) => {
      assertEvent(event, 'command');
      return { verb: event.verb, pod: event.pod, server: event.server, target: event.target, ip: event.ip, retries: 0, goaway: false, n: context.n + 1 };
    }),
    send: enqueueActions(({ context, enqueue, system }) =>
      sendAll(system, enqueue, [context.target], { type: 'request', from: context.id, timeoutMs: timeoutOf(context.verb) }),
    ),
    noteDrop: assign(({ event }) => {
      assertEvent(event, 'dropped');
      return { goaway: event.goaway };
    }),
    retried: assign(({ context }) => ({ retries: context.retries + 1 })),
    tellPod: enqueueActions(({ context, enqueue, system }) => sendAll(system, enqueue, [context.pod], { type: 'deleted' })),
  },
}).createMachine({
  id: 'kubectl',
  context: ({ input }) => ({ id: input.id, version: input.version, verb: 'get', pod: '', server: '', target: '', ip: '', retries: 0, goaway: false, n: 0 }),
  initial: 'idle',
  on: { command: { target: '.waiting', actions: ['note', 'send'] } },
  states: {
    idle: {},
    waiting: {
      initial: 'sent',
      // The apiserver let it through once etcd answered again.
      on: { served: [{ guard: 'isDelete', target: 'deleted', actions: 'tellPod' }, { target: 'listed' }] },
      states: {
        sent: {
          on: {
            reply: [
              { guard: 'okDelete', target: '#kubectl.deleted', actions: 'tellPod' },
              { guard: 'ok', target: '#kubectl.listed' },
              { guard: 'hang', target: 'forApi' },
              { guard: 'tls', target: 'forTls' },
              { guard: 'refused', target: '#kubectl.failed.refused' },
              { target: 'forTcp' },
            ],
          },
        },
        forApi: {
          after: { requestTimeout: '#kubectl.failed.timeout' },
          on: { dropped: [{ guard: 'retryGet', target: 'retrying', actions: 'noteDrop' }, { target: '#kubectl.failed.dropped', actions: 'noteDrop' }] },
        },
        forTls: {
          after: { tlsHandshake: '#kubectl.failed.tls' },
          on: { dropped: [{ guard: 'retryGet', target: 'retrying', actions: 'noteDrop' }, { target: '#kubectl.failed.dropped', actions: 'noteDrop' }] },
        },
        forTcp: { after: { dialTimeout: '#kubectl.failed.unreachable' } },
        retrying: { after: { retryWait: { target: 'sent', actions: ['retried', 'send'] } } },
      },
    },
    deleted: {},
    listed: {},
    failed: { initial: 'timeout', states: { refused: {}, timeout: {}, tls: {}, unreachable: {}, dropped: {} } },
  },
});
