// A reader pastes an error as their log shows it: klog prefix, timestamps, hostnames, request ids,
// JSON fields. Pagefind wants every query word on the page, so the noise would hide the answer.
// This reduces a pasted line to the known message it contains, or else to its plain words.

/** A message as the troubleshooting page titles it; `<placeholder>` parts match any token. */
export function messagePattern(message: string): RegExp {
  const parts = message.split(/<[^>]+>/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  return new RegExp(parts.join('\\S+'), 'i');
}

/** Words of a message without its placeholders: what is sent to the search index. */
export function messageWords(message: string): string {
  return message.replace(/<[^>]+>\S*/g, ' ').replace(/\s+/g, ' ').trim();
}

const NOISE = [
  /\b[IWEF]\d{4}\s+\d{2}:\d{2}:\d{2}\.\d+\s+\d+\s+[\w./-]+:\d+\]/g, // klog header
  /\b\d{4}-\d{2}-\d{2}[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?/g, // ISO timestamps
  /"(?:level|ts|caller|logger|time|stacktrace|request|took|expected-duration|prefix|response|local-member-id|remote-peer-id)"\s*:\s*"[^"]*"/g,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, // UUIDs
  /\bhttps?:\/\/\S+/g,
  /\S*\d\S*/g, // anything with a digit: IPs, ports, ids, durations, file:line
];

/** Lower-case words; a `<placeholder>` becomes `*`, which matches any one word. */
function words(text: string): string[] {
  return text.toLowerCase().replace(/<[^>]+>/g, ' * ').split(/[^\p{L}\p{N}*]+/u).filter(Boolean);
}

/** How many leading words are a source prefix (`etcdserver: mvcc: `): the rest is the distinctive part. */
function prefixWords(message: string): number {
  const prefix = /^(?:[\w.-]+:\s+)+/.exec(message)?.[0] ?? '';
  return words(prefix).length;
}

const MIN_RUN = 3;

/**
 * How well a query names a message without quoting it whole: the longest run of the message's words,
 * in order, that the query contains and that starts where the distinctive part starts (after any
 * prefix). It counts only if it is the whole distinctive part ("leader changed", "database space
 * exceeded") or at least three words of it ("certificate has expired"); 0 otherwise.
 */
export function partialMatch(query: string, message: string): number {
  const q = words(query);
  const m = words(message);
  const start = prefixWords(message);
  const rest = m.length - start;
  if (rest <= 0) return 0;
  let best = 0;
  for (let i = 0; i < q.length; i++) {
    let n = 0;
    while (start + n < m.length && i + n < q.length && (m[start + n] === '*' || m[start + n] === q[i + n])) n++;
    best = Math.max(best, n);
  }
  return best === rest || best >= MIN_RUN ? best : 0;
}

const textOf = (k: string | { message: string }) => (typeof k === 'string' ? k : k.message);

/** The message the text contains whole; the longest match in the text wins, so "failed to renew lease
 *  <lease>" beats the "context deadline exceeded" it wraps. */
function longestWhole<T extends string | { message: string }>(raw: string, known: readonly T[]): T | undefined {
  return known
    .map((k) => ({ k, length: messagePattern(textOf(k)).exec(raw)?.[0].length ?? 0 }))
    .filter((m) => m.length > 0)
    .sort((a, b) => b.length - a.length)[0]?.k;
}

/**
 * The known message a pasted text contains; the longest wins ("etcdserver: x" over "x"). Failing a
 * whole message, the one whose distinctive part the text names best (see partialMatch).
 */
export function findMessage<T extends string | { message: string }>(raw: string, known: readonly T[]): T | undefined {
  const whole = longestWhole(raw, known);
  if (whole) return whole;
  return known
    .map((k) => ({ k, run: partialMatch(raw, textOf(k)) }))
    .filter((x) => x.run > 0)
    .sort((a, b) => b.run - a.run || textOf(b.k).length - textOf(a.k).length)[0]?.k;
}

/**
 * An error string a section quotes in its text (src/build/search/messages.ts: quotedErrorsFrom) that an
 * otherwise unknown log line carries, such as the gRPC client's `transport: Error while dialing: …`
 * inside its `addrConn.createTransport failed` line. Whole strings only, the longest first: a quote is
 * not a title, so part of one says too little.
 */
export function findQuoted<T extends string | { message: string }>(raw: string, quotes: readonly T[]): T | undefined {
  return longestWhole(raw, quotes);
}

/** Words of a quoted error to search for: without its placeholders and the numbers (ports) left. */
function quotedWords(quote: string): string {
  return messageWords(quote).replace(/\S*\d\S*/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Fewer words than this are typed, not pasted from a log. */
const SHORTEST_LOG_LINE = 5;

export function normalizeQuery(raw: string, messages: readonly string[], quotes: readonly string[] = []): string {
  const found = findMessage(raw, messages);
  if (found) return messageWords(found);
  const quoted = findQuoted(raw, quotes);
  if (quoted) return quotedWords(quoted);
  // A short query is what the reader typed ("ETCDCTL_API=3", "ports 2379 2380"): keep its words, and
  // split `name=value`, which the index holds as two words.
  if (raw.trim().split(/\s+/).length < SHORTEST_LOG_LINE) return raw.replace(/=/g, ' ').replace(/\s+/g, ' ').trim();
  let q = raw;
  for (const re of NOISE) q = q.replace(re, ' ');
  q = q.replace(/["{}[\],=]/g, ' ').replace(/\s+/g, ' ').trim();
  return q || raw.trim();
}
