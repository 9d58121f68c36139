// A timer, threshold or quoted string the model relies on, with where it comes from (issue 23 §3):
// `path @ tag (l. N)` in the Kubernetes or etcd source, or the live check that measured it
// (`live: live/x.test.ts`). Each module of a component keeps its values in a `<module>.facts.ts`
// beside it (the etcd member's core in etcd-member.facts.ts, its client capability in
// etcd-member-clients.facts.ts), so the machine, its words and its tests read the same cited value and
// a reader of the code can follow every number to its source.
export interface Cited<T> {
  readonly value: T;
  readonly source: string;
}

// Pure, so the bundler drops a facts object no browser code reads (a `<NAME>_STATED` object: what the
// words state and the tests check, but no machine reads), even from a chunk that other chunks share.
/* @__NO_SIDE_EFFECTS__ */
export const cite = <T>(value: T, source: string): Cited<T> => ({ value, source });

/** A source a reader can follow: a file at a tag, or a live check in live/. */
export const FOLLOWABLE_SOURCE = /(@\s*v?\d+\.\d+|live\/[\w/.-]+\.test\.ts)/;
