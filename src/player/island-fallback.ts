// With JavaScript the player folds the static atlas away (src/site/styles/scenario.css hides it from the
// first paint, so the page keeps its height when the island hydrates on scroll). If the island cannot
// hydrate (its module or renderer blocked, say), Astro's island runtime dispatches
// `astro:hydration-error`; the host is marked and its atlas, the no-JavaScript view, shows again. The
// player marks its host the same way when the scenario's own chunk fails to load (Player.tsx).
for (const host of document.querySelectorAll<HTMLElement>('[data-scenario-host]')) {
  host.dataset.js = '';
  host.addEventListener('astro:hydration-error', () => host.toggleAttribute('data-island-failed', true));
}
