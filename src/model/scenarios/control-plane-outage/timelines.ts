// Curated timelines of control-plane-outage, phrased as a reader would. Every expectation is written
// from the fact sheets (/work/shared/facts/kubernetes-during-etcd-outage-resolved.md wins over
// kubernetes-during-etcd-outage.md; "corrected 2026-12" wins over both) or the monitoring page's
// alert rules, never from the engine's output. Times the fact sheets give as ranges are checked at a
// point inside the range.
//
// Scenario values used below (stated in the scenario's words): m1 leads etcd at the start with an
// election timeout of 1.2 s, so with m2 and m3 stopped at t = 0 it steps down (CheckQuorum) at
// 1.2 s; pods web-1…3 run on w1…w3 at 10.244.1.21, 10.244.2.21, 10.244.3.21; `web` was rolled out at
// t = 0; a `kubectl delete pod` with no healthy backend behind the load balancer goes to cp1.
import type { Answers, Timeline } from '../../engine/timeline.ts';
import { K8S_ANSWERS } from '../../components/k8s-answers.ts';
import { answerOfKubernetesService } from '../../components/kubernetes-service-def.ts';

const R = 'kubernetes-during-etcd-outage-resolved.md';
const F = 'kubernetes-during-etcd-outage.md';
const REFUSED_CP1 = 'The connection to the server cp1:6443 was refused - did you specify the right host or port?';
const DELETE_TIMEOUT = 'Error from server (Timeout): Timeout: request did not complete within requested timeout - context deadline exceeded';
const GET_TIMEOUT = 'Error from server (Timeout): the server was unable to return a response in the time allotted, but may still be processing the request (get pods)';
const GOAWAY = 'http2: server sent GOAWAY and closed the connection; LastStreamID=…, ErrCode=NO_ERROR, debug=""';
const ALL_PODS = '10.244.1.21, 10.244.2.21, 10.244.3.21';
const KSVC = 'src/model/components/kubernetes-service.facts.ts (lease.go, instance.go @ v1.31.14: TTL 15 s, reconcile every 10 s)';
const QUORUM_LOST = [{ event: 'cluster.start:1-33' }, { event: 'member.stop:m2' }, { event: 'member.stop:m3' }];

export const timelines: Timeline[] = [
  {
    id: 'two-down-writes-fail-pods-run',
    title: {
      en: 'With 2 of 3 members down, writes fail and running pods keep running',
      ru: 'Два из трёх участников недоступны: запись не проходит, запущенные поды работают',
    },
    source: `${R}, ReplicaSet ("A kubectl delete pod during the outage fails … 34 s cap … nothing is written"); ${F}, KL-1 ("Running pods keep running")`,
    steps: [
      ...QUORUM_LOST,
      { event: 'clock.advance:10', expect: { at: 10_000, states: { m1: 'up.follower', 'apiserver-cp1': 'up.noLeader', 'web-1': 'running', 'web-2': 'running', 'web-3': 'running' } } },
      { event: 'pod.delete:web-1', expect: { states: { kubectl: 'waiting' } } },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10', expect: { at: 40_000, states: { kubectl: 'waiting' } } },
      { event: 'clock.advance:10', expect: { at: 50_000, states: { kubectl: 'failed.timeout', 'web-1': 'running' }, answers: { kubectl: { error: DELETE_TIMEOUT } } } },
    ],
  },
  {
    id: 'liveness-restart-then-crashloop',
    title: {
      en: 'At 80 s into quorum loss the liveness probe sends SIGTERM; 6443 stays open for 20 s, the new run starts at about 100 s, and at 3 minutes clients get connection refused',
      ru: 'На 80-й секунде без кворума liveness-проба посылает SIGTERM; 6443 ещё 20 с открыт, новый процесс стартует около 100-й секунды, к 3-й минуте клиенты получают connection refused',
    },
    source: `${R}, API-16 (liveness 8 × 10 s: "a restart about 80 s … after etcd is lost") and "CORRECTED 2026-12 (turn 3)": "A liveness kill is not an instant exit" (pre-shutdown hooks, RemoveEndpoints times out after 20 s, "Run 1 starts ≈ 100–110 s"), "A container's first exit restarts at once", "between runs connect: connection refused"; kube-apiserver.facts.ts (controller.go @ v1.31.14 l. 139–141, genericapiserver.go @ v0.31.0 l. 614), k8s-protocol.facts.ts (kuberuntime_manager.go @ v1.31.14 doBackOff)`,
    steps: [
      ...QUORUM_LOST,
      { event: 'clock.advance:60' },
      { event: 'clock.advance:10', expect: { at: 70_000, states: { 'apiserver-cp1': 'up', 'apiserver-cp2': 'up', 'apiserver-cp3': 'up' } } },
      { event: 'clock.advance:10', expect: { at: 80_000, states: { 'apiserver-cp1': 'restart.terminating', 'apiserver-cp2': 'restart.terminating' } } },
      // SIGTERM sent 10 s ago: the pre-shutdown hooks still run and 6443 still accepts (a request hangs, it is
      // not refused: apiserver-exit-drops-requests sends one now).
      { event: 'clock.advance:10', expect: { at: 90_000, states: { 'apiserver-cp1': 'restart.terminating.hooks', 'apiserver-cp2': 'restart.terminating.hooks' } } },
      // The hooks give up at 20 s (RemoveEndpoints() timed out); with nothing in flight the old process is gone and the kubelet starts the new one in the same sync.
      { event: 'clock.advance:10', expect: { at: 100_000, states: { 'apiserver-cp1': 'restart.run.unready', 'apiserver-cp2': 'restart.run.dialing', 'apiserver-cp3': 'restart.run.dialing' } } },
      { event: 'clock.advance:60' },
      { event: 'clock.advance:10' },
      {
        event: 'clock.advance:10',
        expect: {
          at: 180_000,
          states: { 'apiserver-cp1': 'restart.backoff', 'apiserver-cp2': 'restart.backoff', 'apiserver-cp3': 'restart.backoff' },
          answers: { 'apiserver-cp1': { error: REFUSED_CP1 } },
        },
      },
    ],
  },
  {
    id: 'apiserver-exit-drops-requests',
    title: {
      en: 'A request in flight when its apiserver process ends gets a dropped connection, not a Timeout',
      ru: 'Запрос, который ещё выполнялся, когда процесс kube-apiserver завершился, получает обрыв соединения, а не Timeout',
    },
    source: `${R}, "CORRECTED 2026-12 (turn 3)": "A process that has exited answers nothing … ends when the connection drops, not with the 34 s Timeout", the drain ends at the SIGKILL 30 s after SIGTERM; kubectl.facts.ts (x/net http2 transport.go @ v1.31.14 l. 2294–2301: GOAWAY then close, or EOF → unexpected EOF; kubectl helpers.go l. 273)`,
    steps: [
      ...QUORUM_LOST,
      { event: 'clock.advance:60' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10' },
      // t = 90: SIGTERM was 10 s ago; the delete hangs in the shutting-down process, whose drain keeps it to the SIGKILL at 110 s.
      { event: 'pod.delete:web-1', expect: { at: 90_000, states: { kubectl: 'waiting.forApi' } } },
      { event: 'clock.advance:10', expect: { at: 100_000, states: { kubectl: 'waiting.forApi' } } },
      { event: 'clock.advance:10', expect: { at: 110_000, states: { kubectl: 'failed.dropped', 'web-1': 'running' }, answers: { kubectl: { error: `Unable to connect to the server: ${GOAWAY}` } } } },
      // t = 120: run 1 (started at 110 s, when the SIGKILL ended the drain) serves unready and exits by itself 35 s after its start.
      { event: 'clock.advance:10' },
      { event: 'pod.delete:web-1', expect: { at: 120_000, states: { kubectl: 'waiting.forApi', 'apiserver-cp1': 'restart.run.unready' } } },
      { event: 'clock.advance:10', expect: { at: 130_000, states: { kubectl: 'waiting.forApi' } } },
      { event: 'clock.advance:10', expect: { at: 140_000, states: { kubectl: 'waiting.forApi' } } },
      // Run 1 exits at 145 s (110 + 35), before the delete's own 34 s cap at 154 s.
      { event: 'clock.advance:10', expect: { at: 150_000, states: { kubectl: 'failed.dropped', 'apiserver-cp1': 'restart' }, answers: { kubectl: { error: 'Unable to connect to the server: unexpected EOF' } } } },
    ],
  },
  {
    id: 'get-pods-at-each-moment',
    title: {
      en: 'kubectl get pods: the list, then a 504 after 60 s, then connection refused between runs',
      ru: 'kubectl get pods: список, потом 504 через 60 с, потом connection refused между запусками',
    },
    source: `${R}, API-6 ("at 60 s the timeout filter returns 504 … kubectl get pods (limit 500) blocks 60 s on every version"), API-16 ("between runs connect: connection refused") and "turn 3" (first exit restarts at once, then 10 s back-off); kubectl.facts.ts (config.go @ v0.31.0 l. 432 RequestTimeout 60 s)`,
    steps: [
      { event: 'cluster.start:1-34' },
      { event: 'pods.get', expect: { states: { kubectl: 'listed' }, answers: { kubectl: { value: 'NAME READY STATUS RESTARTS AGE' } } } },
      { event: 'member.stop:m2' },
      { event: 'member.stop:m3' },
      { event: 'clock.advance:10' },
      { event: 'pods.get', expect: { at: 10_000, states: { kubectl: 'waiting.forApi' } } },
      { event: 'clock.advance:60', expect: { at: 70_000, states: { kubectl: 'failed.timeout' }, answers: { kubectl: { error: GET_TIMEOUT } } } },
      // cp1: run 1 100–135 s, run 2 from 136 s (first exit: next relist), exits at 171 s, CrashLoopBackOff 10 s.
      { event: 'clock.advance:60' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: 172_000, states: { 'apiserver-cp1': 'restart.backoff' } } },
      { event: 'pods.get', expect: { states: { kubectl: 'failed.refused' }, answers: { kubectl: { error: REFUSED_CP1 } } } },
    ],
  },
  {
    id: 'controller-manager-exits-once',
    title: {
      en: 'The controller-manager exits once at the renew deadline, is restarted at once, then waits without crash-looping',
      ru: 'kube-controller-manager завершается один раз на сроке продления, сразу перезапускается и дальше ждёт без цикла перезапусков',
    },
    source: `${F}, LE-1/LE-2 (renew deadline 10 s, leaderelection lost, exit 1); ${R}, LE-4 ("There is no continuous crash loop. Each component restarts once, then waits") and "turn 3" ("kube-controller-manager and kube-scheduler after leaderelection lost … restart within ≈ 1 s the first time"); k8s-protocol.facts.ts (doBackOff, genericPlegRelistPeriod 1 s)`,
    steps: [
      ...QUORUM_LOST,
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: 5000, states: { 'kcm-cp1': 'leading' } } },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: 10_000, states: { 'kcm-cp1': 'exited' }, answers: { 'kcm-cp1': { value: '1' } } } },
      { event: 'clock.advance:1', expect: { at: 11_000, states: { 'kcm-cp1': 'standby.waiting' }, answers: { 'kcm-cp1': { value: '1' } } } },
      { event: 'clock.advance:60', expect: { at: 71_000, states: { 'kcm-cp1': 'standby.waiting' } } },
      { event: 'clock.advance:300' },
      { event: 'clock.advance:300', expect: { at: 671_000, states: { 'kcm-cp1': 'standby.waiting', 'kcm-cp2': 'standby', 'kcm-cp3': 'standby' }, answers: { 'kcm-cp1': { value: '1' }, 'kcm-cp2': { value: '0' } } } },
    ],
  },
  {
    id: 'no-eviction-after-recovery',
    title: {
      en: 'After etcd returns, no node is evicted when every node looked unhealthy at once',
      ru: 'После возвращения etcd ни один узел не вытесняется, хотя все узлы разом выглядели неисправными',
    },
    source: `${R}, NL-6 ("A fresh leader … Assuming now as a timestamp … each node gets the full --node-monitor-grace-period … If kubelets renew their Leases within it, no node goes Unknown, no taint, no eviction"); KL-4 (lease retries capped at 7 s)`,
    steps: [
      { event: 'cluster.start:1-32' },
      { event: 'member.stop:m2' },
      { event: 'member.stop:m3' },
      { event: 'clock.advance:300', expect: { at: 300_000, states: { w1: 'apiUnreachable', w2: 'apiUnreachable', w3: 'apiUnreachable', 'node-lifecycle': 'idle' } } },
      { event: 'member.start:m2' },
      { event: 'member.start:m3' },
      { event: 'clock.advance:60' },
      { event: 'clock.advance:60' },
      {
        event: 'clock.advance:300',
        // Evicted pods would have been replaced with new IPs: the endpoints still list the original three.
        expect: { at: 720_000, states: { 'node-lifecycle': 'watching.allReady', w1: 'ready', w2: 'ready', w3: 'ready', 'web-1': 'running', 'web-2': 'running', 'web-3': 'running' }, answers: { 'web-svc': { value: ALL_PODS } } },
      },
    ],
  },
  {
    id: 'dead-pod-ip-stays-in-endpoints',
    title: {
      en: 'A dead pod’s IP stays in the endpoints while the API is down',
      ru: 'IP погибшего пода остаётся в эндпоинтах, пока API недоступен',
    },
    source: `${R}, KP-2 ("kube-proxy keeps its rules indefinitely … The EndpointSlice controller runs only in kube-controller-manager"); ${F}, KP-2 ("pod IPs on a dead node blackhole traffic")`,
    steps: [
      ...QUORUM_LOST,
      { event: 'clock.advance:10' },
      { event: 'worker.fail:w3', expect: { states: { w3: 'down', 'web-3': 'dead' } } },
      { event: 'clock.advance:300', expect: { at: 310_000, states: { 'web-svc': 'frozen', 'web-3': 'dead' }, answers: { 'web-svc': { value: ALL_PODS } } } },
    ],
  },
  {
    id: 'env-configmap-crash-at-minute-6',
    title: {
      en: 'A container with env from a ConfigMap that crashes at minute 6 does not come back: CreateContainerConfigError 1–2 s later',
      ru: 'Контейнер с переменными из ConfigMap, упавший на 6-й минуте, не поднимается: CreateContainerConfigError через 1–2 с',
    },
    source: `${R}, KL-2 ("startRecycleIdleWatch runs every minute and stops reflectors not accessed for … 5 min … a fresh LIST, which fails after 1 s … CreateContainerConfigError") and "turn 3" (first exit restarts at once: "≈ t+6 min 1–2 s"); pod.facts.ts (watch_based_manager.go @ v1.31.14 l. 103, 201, 322–323); the pass runs at 30 s past each minute (scenario value), so the watch read at t = 0 stops at 330 s`,
    steps: [
      ...QUORUM_LOST,
      { event: 'clock.advance:300' },
      { event: 'clock.advance:60', expect: { at: 360_000, states: { 'web-1': 'running' } } },
      { event: 'container.crash:web-1' },
      // First exit: restarted at the next relist (1 s); the env read then polls the stopped watch for 1 s.
      { event: 'clock.advance:1', expect: { at: 361_000, states: { 'web-1': 'envSync' } } },
      { event: 'clock.advance:1', expect: { at: 362_000, states: { 'web-1': 'configError' }, answers: { 'web-1': { error: 'CreateContainerConfigError' } } } },
      { event: 'clock.advance:300', expect: { at: 662_000, states: { 'web-1': 'configError' } } },
    ],
  },
  {
    id: 'env-configmap-crash-at-minute-1',
    title: {
      en: 'The same container crashing at minute 1 is restarted from the kubelet’s cache within a second',
      ru: 'Тот же контейнер, упавший на 1-й минуте, перезапускается из кэша kubelet за секунду',
    },
    source: `${R}, KL-2 ("A reflector that is still running keeps initialized=true through API outages, so the cached value is used") and "turn 3" ("a crashed application container … restart within ≈ 1 s the first time"); ${F}, KL-1`,
    steps: [
      ...QUORUM_LOST,
      { event: 'clock.advance:60' },
      { event: 'container.crash:web-1', expect: { states: { 'web-1': 'restarting' } } },
      { event: 'clock.advance:1', expect: { at: 61_000, states: { 'web-1': 'running' }, answers: { 'web-1': { value: 'Running' } } } },
      // A second crash within 10 min meets the back-off: 10 s.
      { event: 'container.crash:web-1', expect: { states: { 'web-1': 'backingOff' } } },
      { event: 'clock.advance:1' },
      { event: 'clock.advance:1', expect: { at: 63_000, states: { 'web-1': 'backingOff' } } },
      { event: 'clock.advance:10', expect: { at: 73_000, states: { 'web-1': 'running' } } },
    ],
  },
  {
    id: 'lose-one-then-second-then-recover',
    title: {
      en: 'Lose one member, then a second, wait five minutes, bring them back',
      ru: 'Потерять одного участника, потом второго, подождать пять минут и вернуть их',
    },
    source: `${F}, API-3 (each apiserver uses only its local member), E-4; ${R}, API-16 timeline, LE-6, NL-6, KP-2`,
    steps: [
      { event: 'cluster.start:1-33' },
      { event: 'member.stop:m2' },
      {
        event: 'clock.advance:60',
        expect: { at: 60_000, states: { m1: 'up.leader', 'apiserver-cp1': 'up.ready', 'apiserver-cp2': 'up.etcdDown', lb: 'serving.degraded', 'kcm-cp1': 'leading', 'web-svc': 'current' } },
      },
      // Kubernetes 1.33: kubectl prints no namespace (it does from 1.34, kubectl #126619).
      { event: 'pod.delete:web-1', expect: { states: { kubectl: 'deleted' }, answers: { kubectl: { value: 'pod "web-1" deleted' } } } },
      { event: 'member.stop:m3' },
      { event: 'clock.advance:300', expect: { at: 360_000, states: { lb: 'noBackend', 'apiserver-cp1': 'restart', 'apiserver-cp3': 'restart', 'web-2': 'running', 'web-3': 'running', 'web-svc': 'frozen', 'node-lifecycle': 'idle' } } },
      { event: 'member.start:m2' },
      { event: 'member.start:m3' },
      { event: 'clock.advance:60' },
      {
        event: 'clock.advance:300',
        expect: {
          at: 720_000,
          states: { m1: 'up', 'apiserver-cp1': 'up.ready', 'apiserver-cp2': 'up.ready', 'apiserver-cp3': 'up.ready', lb: 'serving.healthy', 'node-lifecycle': 'watching.allReady', 'web-svc': 'current', alerts: 'quiet', 'web-1': 'running' },
        },
      },
    ],
  },
  {
    id: 'one-member-down-api-works',
    title: {
      en: 'One member down: its own apiserver fails, the others serve, and kubectl still works',
      ru: 'Один участник недоступен: его kube-apiserver отказывает, остальные работают, kubectl тоже',
    },
    source: `${F}, API-3 ("If the local member dies, that apiserver loses etcd even though quorum survives"); ${R}, API-16 ("/readyz starts failing ≈ 2 s in … unready ≈ 4–5 s in") and "turn 3" (kubectl 1.34+ prints the namespace on delete)`,
    steps: [
      { event: 'cluster.start:1-34' },
      { event: 'member.stop:m3' },
      { event: 'clock.advance:1', expect: { at: 1000, states: { 'apiserver-cp3': 'up.etcdDown.probing' } } },
      { event: 'clock.advance:10', expect: { at: 11_000, states: { 'apiserver-cp3': 'up.etcdDown.unready', 'apiserver-cp1': 'up.ready', lb: 'serving.degraded' } } },
      // Kubernetes 1.34: `pod "web-2" deleted from default namespace` (kubectl.facts.ts: delete.go @ v1.34.9 l. 509–511).
      { event: 'pod.delete:web-2', expect: { states: { kubectl: 'deleted' }, answers: { kubectl: { value: 'pod "web-2" deleted from default namespace' } } } },
    ],
  },
  {
    id: 'grace-40-s-on-1-31',
    title: { en: 'On 1.31 a dead worker goes Unknown after 40 s', ru: 'В 1.31 отказавший рабочий узел становится Unknown через 40 с' },
    source: `${F}, NL-1 ("--node-monitor-grace-period 40s → 50s in v1.32"); ${R}, NL-6 ("Grace period 40 s on 1.31, 50 s on 1.32–1.36")`,
    steps: [
      { event: 'cluster.start:1-31' },
      { event: 'worker.fail:w3' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10', expect: { at: 30_000, states: { 'node-lifecycle': 'watching.allReady' } } },
      { event: 'clock.advance:10', expect: { at: 40_000, states: { 'node-lifecycle': 'watching.nodesUnknown' } } },
    ],
  },
  {
    id: 'grace-50-s-from-1-32',
    title: { en: 'From 1.32 a dead worker goes Unknown after 50 s, and its pod is replaced 300 s later', ru: 'Начиная с 1.32 отказавший рабочий узел становится Unknown через 50 с, а его под заменяется через 300 с' },
    source: `${F}, NL-1, NL-2 (tolerationSeconds 300); ${R}, NL-6`,
    steps: [
      { event: 'cluster.start:1-36' },
      { event: 'worker.fail:w3' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10', expect: { at: 40_000, states: { 'node-lifecycle': 'watching.allReady' } } },
      { event: 'clock.advance:10', expect: { at: 50_000, states: { 'node-lifecycle': 'watching.nodesUnknown', 'web-3': 'dead' } } },
      { event: 'clock.advance:300', expect: { at: 350_000, states: { 'web-3': 'replacing' } } },
      { event: 'clock.advance:10', expect: { at: 360_000, states: { 'web-3': 'running' } } },
    ],
  },
  {
    id: 'coredns-restarted-servfail',
    title: { en: 'A CoreDNS restarted during the outage answers SERVFAIL for cluster names', ru: 'CoreDNS, перезапущенный во время отказа, отвечает SERVFAIL на имена кластера' },
    source: `${R}, DNS-2/DNS-3 ("onStart waits for startupTimeout (default 5 s) … a lookup that finds nothing returns SERVFAIL"; "A CoreDNS that keeps running stays Ready")`,
    steps: [
      ...QUORUM_LOST,
      { event: 'clock.advance:10', expect: { states: { coredns: 'stale' }, answers: { coredns: { value: 'NOERROR', stale: true } } } },
      { event: 'container.crash:coredns' },
      { event: 'clock.advance:1', expect: { states: { coredns: 'unsynced.starting' } } },
      { event: 'clock.advance:10', expect: { states: { coredns: 'unsynced.servfail' }, answers: { coredns: { error: 'SERVFAIL' } } } },
    ],
  },
  {
    id: 'worker-reboot-pods-not-started',
    title: { en: 'A worker that reboots during the outage does not start its pods until the API is back', ru: 'Рабочий узел, перезагрузившийся во время отказа, не запускает поды, пока не вернётся API' },
    source: `${R}, KL-3b ("after a worker reboot during the outage, its API pods (CoreDNS included) do not come back until the API does")`,
    steps: [
      ...QUORUM_LOST,
      { event: 'clock.advance:10' },
      { event: 'worker.reboot:w1' },
      { event: 'clock.advance:60' },
      { event: 'clock.advance:10', expect: { at: 80_000, states: { w1: 'waitingForApi', 'web-1': 'notStarted', coredns: 'notStarted', 'web-2': 'running' } } },
    ],
  },
  {
    id: 'etcd-alerts-fire',
    title: { en: 'EtcdNoLeader fires a minute after quorum loss, EtcdInsufficientMembers at 3 minutes', ru: 'EtcdNoLeader срабатывает через минуту после потери кворума, EtcdInsufficientMembers — через 3 минуты' },
    source: 'content/docs/en/performance-monitoring.mdx#alert-rules (EtcdNoLeader for: 1m, EtcdInsufficientMembers for: 3m)',
    steps: [
      ...QUORUM_LOST,
      { event: 'clock.advance:60', expect: { at: 60_000, states: { alerts: 'pending' } } },
      { event: 'clock.advance:10', expect: { at: 70_000, states: { alerts: 'firing' }, answers: { alerts: { value: 'EtcdNoLeader' } } } },
      { event: 'clock.advance:60' },
      { event: 'clock.advance:60', expect: { at: 190_000, answers: { alerts: { value: 'EtcdNoLeader, EtcdInsufficientMembers' } } } },
    ],
  },
  {
    id: 'kubernetes-service-drops-dead-apiserver',
    title: {
      en: 'A control-plane node dies with quorum kept: the kubernetes Service drops its apiserver within 25 s, then freezes when quorum goes',
      ru: 'Узел управляющего слоя отказал, кворум цел: Service kubernetes убирает его kube-apiserver за 25 с, а при потере кворума замирает',
    },
    source: `${R}, "CORRECTED 2026-12 (turn 3)": "its master lease (TTL 15 s) expires and a live apiserver's reconcile (≤ 10 s) removes it; a later quorum loss freezes the endpoints with the remaining apiservers only"; ${KSVC}`,
    steps: [
      { event: 'cluster.start:1-33' },
      // Renewed at most 10 s before it died: its lease has at least 5 s left.
      { event: 'cp.fail:cp3', expect: { states: { 'kubernetes-svc': 'stale' }, answers: { 'kubernetes-svc': { value: '10.0.0.11, 10.0.0.12, 10.0.0.13' } } } },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10' },
      { event: 'clock.advance:10', expect: { at: 30_000, states: { 'kubernetes-svc': 'current' }, answers: { 'kubernetes-svc': { value: '10.0.0.11, 10.0.0.12' } } } },
      { event: 'member.stop:m2' },
      { event: 'clock.advance:10', expect: { at: 40_000, states: { 'kubernetes-svc': 'frozen', lb: 'noBackend' }, answers: { 'kubernetes-svc': { value: '10.0.0.11, 10.0.0.12' } } } },
    ],
  },
  {
    id: 'leader-crash-short-election',
    title: {
      en: 'The etcd leader’s node crashes: a 1.5 s election, and no client loses the API',
      ru: 'Узел лидера etcd отказал: выборы длятся 1,5 с, и ни один клиент не теряет API',
    },
    source:
      'src/model/components/load-balancer.facts.ts (the etcd check of /readyz allows 2 s: config.go, etcd3.go @ v0.31.0; a read waiting in the election is retried on `leader changed`: v3_server.go, retry.go @ v3.5.21); etcd.md §3 (a new leader 1–2 s after the crash); KL-4 (5 immediate PUTs only when each fails)',
    steps: [
      { event: 'cluster.start:1-33' },
      { event: 'cp.fail:cp1', expect: { states: { m1: 'down', lb: 'serving.degraded', w1: 'ready', w2: 'ready', w3: 'ready', coredns: 'synced', operator: 'leading' } } },
      {
        event: 'clock.advance:10',
        expect: { at: 10_000, states: { m2: 'up.leader', 'apiserver-cp2': 'up.ready', 'apiserver-cp3': 'up.ready', lb: 'serving.degraded', w1: 'ready', w2: 'ready', w3: 'ready', coredns: 'synced', operator: 'leading' } },
      },
    ],
  },
];

/** What the steps' `answers` expectations are checked against (src/model/engine/play.ts). */
export const answers: Answers = { ...K8S_ANSWERS, 'kubernetes-service': answerOfKubernetesService };
