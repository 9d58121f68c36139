// With JavaScript the player folds the static atlas away (src/site/styles/scenario.css hides it from the
// first paint, so the page keeps its height when the island hydrates on scroll); the player marks the
// atlas `data-live` once it runs (island/Charts.tsx). Until then a host whose island cannot run is
// marked `data-island-failed`, and its atlas, the no-JavaScript view, shows again:
// - its module or renderer is blocked: Astro's island runtime dispatches `astro:hydration-error`;
// - the scenario's own chunk fails to load: the player marks its host (Player.tsx);
// - hydrate() itself throws (malformed props, an error in the first render): Astro dispatches nothing
//   and the error goes uncaught, so an uncaught error while a host is in view (client:visible is
//   hydrating it) and not live marks that host. Should the player still go live, data-live wins.
const hosts = [...document.querySelectorAll<HTMLElement>('[data-scenario-host]')];
const inView = new Set<HTMLElement>();
const live = (host: HTMLElement) => !!host.querySelector('[data-atlas][data-live]');
const failed = (host: HTMLElement) => host.toggleAttribute('data-island-failed', true);

const seen = new IntersectionObserver((entries) => {
  for (const e of entries) if (e.isIntersecting) (inView.add(e.target as HTMLElement), seen.unobserve(e.target));
});
for (const host of hosts) {
  host.dataset.js = '';
  host.addEventListener('astro:hydration-error', () => failed(host));
  seen.observe(host);
}
const uncaught = () => {
  for (const host of inView) if (!live(host)) failed(host);
};
addEventListener('error', uncaught);
addEventListener('unhandledrejection', uncaught);
