// memo's comparison for the island's parts: every step builds new view objects, so comparing props by
// identity would never skip a re-render; by value (as JSON) a row or lane that did not change is skipped.
export const sameJson = (a: object, b: object): boolean => JSON.stringify(a) === JSON.stringify(b);
