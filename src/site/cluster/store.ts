// The reader's values live in this browser only (localStorage), never in a request. A change in one tab
// reaches the others through the `storage` event, and this tab through CHANGE.
import { clean, type ClusterValues } from './values.ts';

export const STORAGE_KEY = 'kb-your-cluster';
export const CHANGE = 'kb-your-cluster';

export function load(): ClusterValues {
  try {
    return clean(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}'));
  } catch {
    return {}; // storage blocked, or not JSON: the page keeps its placeholders
  }
}

export function save(values: ClusterValues): void {
  const kept = clean(values);
  try {
    if (Object.keys(kept).length) localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    /* storage blocked: the values still apply to this page */
  }
  window.dispatchEvent(new CustomEvent<ClusterValues>(CHANGE, { detail: kept }));
}

/** Calls `on` with the values now and after every change, in this tab or another. */
export function follow(on: (values: ClusterValues) => void): () => void {
  const mine = (e: Event) => on((e as CustomEvent<ClusterValues>).detail);
  const other = (e: StorageEvent) => e.key === STORAGE_KEY && on(load());
  window.addEventListener(CHANGE, mine);
  window.addEventListener('storage', other);
  on(load());
  return () => {
    window.removeEventListener(CHANGE, mine);
    window.removeEventListener('storage', other);
  };
}
