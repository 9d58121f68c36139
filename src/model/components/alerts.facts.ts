// The `for:` durations of the etcd alert rules an outage trips (issue 23 §3): the etcd mixin, whose rules
// the monitoring page (content/docs/*/performance-monitoring.mdx#alert-rules) uses under upper-case names.
import { cite } from '../engine/cited.ts';

const MIXIN = 'contrib/mixin/alerts/alerts.libsonnet @ v3.6.5';

export const ALERT_RULES = {
  EtcdNoLeader: cite(60_000, `${MIXIN} (l. 43–47) etcdNoLeader for: 1m`),
  EtcdInsufficientMembers: cite(180_000, `${MIXIN} (l. 29–33) etcdInsufficientMembers for: 3m`),
  EtcdMembersDown: cite(1_200_000, `${MIXIN} (l. 8–19) etcdMembersDown for: 20m`),
} as const;
