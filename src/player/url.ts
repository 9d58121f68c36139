// Step links in the page URL: the events taken, as `?<scenario-id>=<token>,<token>,…`. The query
// (not the hash) carries them, so #section anchors keep working, and every scenario on a page has
// its own parameter. Other parameters and the hash are kept exactly as they were.

const TOKEN = '[A-Za-z][A-Za-z0-9]*(?:\\.[A-Za-z][A-Za-z0-9]*)*(?::[A-Za-z0-9_-]+)?';
const STEP_PATH = new RegExp(`^${TOKEN}(?:,${TOKEN})*$`);
/** Scenario ids are kebab-case with at least one dash, which keeps other parameters (`q`, `utm_source`) apart. */
const SCENARIO_KEY = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;

/** Looks like a list of steps (`member.stop:m2,clock.tick:1`): dotted event types. */
export function isStepPath(value: string): boolean {
  return STEP_PATH.test(value) && value.split(',').every((t) => t.split(':')[0].includes('.'));
}

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

/** Parameters that look like step links of a scenario not on this page (`known` holds the page's keys). */
export function foreignStepParams(search: string, known: readonly string[]): string[] {
  const found: string[] = [];
  for (const [key, value] of new URLSearchParams(search)) {
    if (!known.includes(key) && SCENARIO_KEY.test(key) && isStepPath(value)) found.push(key);
  }
  return found;
}
