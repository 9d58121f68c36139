// Hydrates the site's islands when they come into view: a scenario player and a procedure's step panel,
// which Astro renders on the server without a client directive. Astro's island runtime (the inline
// <astro-island> element, its `visible` directive and the Preact renderer) cost each scenario page
// 2.8 KB gzip, and issue 14 gives the largest island 45 KB; this does the little the site needs of it.
// An island is an element with `data-island="<key>"`, its props are the JSON <script> right after it,
// and its scenario host names the key in `data-island-parts` (the size check, src/tools/quality/page-js.ts,
// follows this keyed loader only for the keys a page names).
export interface IslandModule {
  mount(root: HTMLElement, props: unknown): void;
}

const islands: Record<string, () => Promise<IslandModule>> = {
  player: () => import('../island/hydrate.ts'),
  procedure: () => import('../procedure/hydrate.ts'),
};

/** Hydration of each island that has started: a nested island waits for the one around it. */
const started = new Map<Element, Promise<void>>();

function start(root: HTMLElement): void {
  const outer = root.parentElement?.closest('[data-island]');
  const props: unknown = JSON.parse(root.nextElementSibling?.textContent || '{}');
  const load = islands[root.dataset.island ?? ''];
  if (!load) return;
  started.set(
    root,
    (started.get(outer!) ?? Promise.resolve())
      .then(load)
      .then((m) => m.mount(root, props))
      .catch((err: unknown) => {
        // Its static content (src/site/styles/scenario.css hides the atlas until the player runs) shows again.
        root.dataset.islandFailed = '';
        console.error(`island ${root.dataset.island} could not hydrate`, err);
      }),
  );
}

const seen = new IntersectionObserver((entries) => {
  for (const e of entries) {
    if (!e.isIntersecting) continue;
    seen.unobserve(e.target);
    start(e.target as HTMLElement);
  }
});

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  // With JavaScript the player folds the static atlas away, in print too (src/site/styles/print.css).
  root.dataset.islandJs = '';
  seen.observe(root);
}
