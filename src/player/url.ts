// Step links in the page URL: the events taken, as `?<scenario-id>=2~<token>,<token>,…`. The query
// (not the hash) carries them, so #section anchors keep working, and every scenario on a page has
// its own parameter. Other parameters and the hash are kept exactly as they were.

function parts(search: string): string[] {
  const s = search.startsWith('?') ? search.slice(1) : search;
  return s ? s.split('&') : [];
}

function keyOf(part: string): string {
  const raw = part.split('=')[0];
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** The first of `keys` present in the query, with its decoded value. */
export function readStepParam(search: string, keys: readonly string[]): { key: string; value: string } | undefined {
  const params = new URLSearchParams(search);
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) return { key, value };
  }
  return undefined;
}

/**
 * The query with `key` set to `value` (written as is: step tokens need no escaping) or removed
 * (`null`), dropping the `retired` keys (old scenario ids); other parameters stay untouched.
 */
export function withStepParam(search: string, key: string, value: string | null, retired: readonly string[] = []): string {
  const drop = new Set([key, ...retired]);
  let placed = false;
  const out: string[] = [];
  for (const part of parts(search)) {
    if (!drop.has(keyOf(part))) {
      out.push(part);
    } else if (keyOf(part) === key && value !== null && !placed) {
      out.push(`${key}=${value}`);
      placed = true;
    }
  }
  if (value !== null && !placed) out.push(`${key}=${value}`);
  return out.length ? `?${out.join('&')}` : '';
}
