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

/** The known message a pasted text contains; the longest match in the text wins ("etcdserver: x" over
 * "x", and "failed to renew lease <lease>" over the "context deadline exceeded" it wraps). */
export function findMessage<T extends string | { message: string }>(raw: string, known: readonly T[]): T | undefined {
  const text = (k: T) => (typeof k === 'string' ? k : k.message);
  return known
    .map((k) => ({ k, length: messagePattern(text(k)).exec(raw)?.[0].length ?? 0 }))
    .filter((m) => m.length > 0)
    .sort((a, b) => b.length - a.length)[0]?.k;
}

export function normalizeQuery(raw: string, messages: readonly string[]): string {
  const found = findMessage(raw, messages);
  if (found) return messageWords(found);
  let q = raw;
  for (const re of NOISE) q = q.replace(re, ' ');
  q = q.replace(/["{}[\],=]/g, ' ').replace(/\s+/g, ' ').trim();
  return q || raw.trim();
}
