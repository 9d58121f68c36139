// Skip re-rendering a component whose props are the same by value (as JSON): every step builds new
// view objects, so comparing identity would never skip. Preact's own memo needs preact/compat, which
// the island does not load. The wrapped component renders as a child, so its own hooks still update it.
import { type FunctionComponent, h } from 'preact';

export function memo<P extends object>(c: FunctionComponent<P>): FunctionComponent<P> {
  return function (this: { shouldComponentUpdate?: (next: P) => boolean }, props: P) {
    const json = JSON.stringify(props);
    this.shouldComponentUpdate = (next) => JSON.stringify(next) !== json;
    return h(c, props);
  };
}
