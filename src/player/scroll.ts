// A step link (?<scenario-id>=…) scrolls to its scenario at once. The island hydrates only when it
// becomes visible, so this small script (shipped only on pages with a scenario) brings it into view;
// hydration then restores the step. A #section in the link wins: the reader asked for that section.
// Self-contained on purpose: it loads before the island and shares no chunk with it.
if (!location.hash) {
  const params = new URLSearchParams(location.search);
  for (const host of document.querySelectorAll<HTMLElement>('[data-scenario-host]')) {
    if ((host.dataset.paramKeys ?? '').split(' ').some((key) => key && params.has(key))) {
      host.scrollIntoView({ block: 'start' });
      break;
    }
  }
}
