// etcd release numbers as the models compare them ("3.6.11" ≥ "3.6.10"), and the releases a scenario
// offers as its setup choice. Which behaviour each release has is in the facts modules beside the
// components (etcd-member-clients.facts.ts, etcd-requests.facts.ts), with their sources.

/** A release as `major.minor.patch`, e.g. '3.6.11'. */
export type EtcdVersion = `${number}.${number}.${number}`;

/** The release a member runs when a scenario names none: the member-add rule of 3.5.0–3.5.29 and
 * 3.6.0–3.6.10, which every kubeadm of Kubernetes 1.31–1.36 ships (raft-ha#kubeadm-etcd-versions). */
export const DEFAULT_ETCD_VERSION: EtcdVersion = '3.6.10';

const parts = (v: string): number[] => v.split('.').map(Number);

/** `a` is the same release as `b` or a later one. */
export function atLeast(a: string, b: string): boolean {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return true;
}

/** `3.6.11` and `3.6.0` are of the same minor line, `3.5.30` is not. */
export const sameMinor = (a: string, b: string): boolean => parts(a).slice(0, 2).join('.') === parts(b).slice(0, 2).join('.');

/**
 * True from the first release of each minor line in `since` (a change backported to several lines:
 * ['3.5.30', '3.6.11', '3.7.0']), and in any line after the last one named.
 */
export function hasChange(version: string, since: readonly string[]): boolean {
  const line = since.find((s) => sameMinor(s, version));
  if (line) return atLeast(version, line);
  const newest = since.reduce((a, b) => (atLeast(a, b) ? a : b));
  return atLeast(version, newest);
}
