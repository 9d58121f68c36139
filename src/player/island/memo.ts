// Skip re-rendering a component whose props are the same by value (as JSON): every step builds new
// view objects, so comparing identity would never skip. Preact's own memo needs preact/compat, which
// the island does not load. The wrapped component renders as a child, so its own hooks still update it.
import { type FunctionComponent, h } from 'preact';

type Memo<P> = { json?: string; shouldComponentUpdate?: (next: P) => boolean };

export function memo<P extends object>(c: FunctionComponent<P>): FunctionComponent<P> {
  return function (this: Memo<P>, props: P) {
    // Preact asks before every re-render from the parent, so `json` always holds the props rendered.
    this.json ??= JSON.stringify(props);
    this.shouldComponentUpdate ??= (next) => this.json !== (this.json = JSON.stringify(next));
    return h(c, props);
  };
}
