// memo's comparison for the island's parts: every step builds new view objects, so comparing props by
// identity would never skip a re-render; by value (as JSON) a row or lane that did not change is skipped.
// Prop by prop, and each view object is serialised once (cached by identity): the views along the
// reader's path are kept, so a row compares its new object with the cached text of its old one, and a
// re-render without a new step (a toggle, Back) compares by identity alone.
const json = new WeakMap<object, string>();

function textOf(x: object): string {
  let s = json.get(x);
  if (s === undefined) json.set(x, (s = JSON.stringify(x)));
  return s;
}

const same = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && textOf(a) === textOf(b));

export function sameJson(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => same(a[k], b[k]));
}
