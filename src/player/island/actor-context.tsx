// One actor for the whole island, read by every part through a selector: the createActorContext /
// useSelector pair of @xstate/react, written against Preact's own hooks. @xstate/react needs React's
// API (preact/compat or a shim plus use-sync-external-store), about 1 KB gzip the island's 40 KB
// budget has no room for; these few lines do the same for one actor.
import { type ComponentChildren, createContext } from 'preact';
import { useContext, useLayoutEffect, useReducer, useRef, useState } from 'preact/hooks';
import { type Actor, type AnyActorLogic, type SnapshotFrom, createActor } from 'xstate';

export function createActorContext<TLogic extends AnyActorLogic>(logic: TLogic) {
  const Context = createContext<Actor<TLogic> | null>(null);

  function Provider({ children }: { children?: ComponentChildren }) {
    // Created once; started after the first render (the server renders the initial snapshot).
    const [actor] = useState(() => createActor(logic));
    useLayoutEffect(() => {
      actor.start();
      return () => actor.stop();
    }, [actor]);
    return <Context.Provider value={actor}>{children}</Context.Provider>;
  }

  function useActorRef(): Actor<TLogic> {
    const actor = useContext(Context);
    if (!actor) throw new Error('useActorRef outside its Provider');
    return actor;
  }

  /** The selected part of the snapshot; re-renders only when it changes (by `compare`). */
  function useSelector<T>(selector: (snapshot: SnapshotFrom<TLogic>) => T, compare: (a: T, b: T) => boolean = Object.is): T {
    const actor = useActorRef();
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const value = selector(actor.getSnapshot());
    const latest = useRef({ selector, value, compare });
    latest.current = { selector, value, compare };
    useLayoutEffect(() => {
      const check = (snapshot: SnapshotFrom<TLogic>) => {
        const { selector: select, value: shown, compare: same } = latest.current;
        if (!same(shown, select(snapshot))) rerender(0);
      };
      check(actor.getSnapshot());
      const sub = actor.subscribe(check);
      return () => sub.unsubscribe();
    }, [actor]);
    return value;
  }

  return { Provider, useActorRef, useSelector };
}
