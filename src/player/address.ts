// The address bar follows the reader's path, written once the reader pauses rather than inside the
// step. `history.replaceState` changes nothing the reader sees, yet its cost in Chromium grows with
// the document: 0.2 ms on the 404 page, 1–5 ms on performance-monitoring (19,000 elements), measured
// 2026-12-04. In the step's commit it delayed the painted step by that much. Written after a pause, a held arrow key
// also stays far below Chromium's limit on history writes (about 200 in 10 s, then it ignores them).
// Whatever reads the address first makes it current: leaving or hiding the page, and the language
// switch (it dispatches FLUSH_EVENT before it reads location.search, src/site/overrides/LanguageSelect.astro).

/** Dispatched on window by code that is about to read the address. */
export const FLUSH_EVENT = 'kb-address-flush';
/** A write waits this long for the next step; a pause longer than this writes. */
export const QUIET_MS = 200;

type Edit = (search: string) => string;

interface Env {
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
  setTimeout: (f: () => void, ms: number) => unknown;
  clearTimeout: (t: unknown) => void;
}

/** An address writer on `env` (the window in the browser, a stand-in in tests). */
export function addressWriter(env: Env) {
  // One edit per scenario, applied to the address as it is when written: two players on a page, or a
  // #section link followed in between, keep each other's parts.
  const pending = new Map<string, Edit>();
  let timer: unknown;
  const flush = () => {
    if (timer !== undefined) env.clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const { pathname, search, hash } = env.location;
    let next = search;
    for (const edit of pending.values()) next = edit(next);
    pending.clear();
    if (next !== search) env.history.replaceState(env.history.state, '', `${pathname}${next}${hash}`);
  };
  return {
    /** Sets scenario `id`'s part of the query with `edit`, after a pause. */
    write(id: string, edit: Edit) {
      pending.set(id, edit);
      if (timer !== undefined) env.clearTimeout(timer);
      timer = env.setTimeout(flush, QUIET_MS);
    },
    flush,
  };
}

let shared: ReturnType<typeof addressWriter> | undefined;

/** The page's writer, flushed before the page is left or hidden and on FLUSH_EVENT. */
export function pageAddress(): ReturnType<typeof addressWriter> {
  if (shared) return shared;
  const writer = addressWriter({ location, history, setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (t) => clearTimeout(t as number) });
  addEventListener(FLUSH_EVENT, writer.flush);
  addEventListener('pagehide', writer.flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && writer.flush());
  shared = writer;
  return writer;
}
