// A step link (?<scenario-id>=…) scrolls to its scenario at once. The island hydrates only when it
// becomes visible, so this small script (shipped only on pages with a scenario) brings it into view;
// hydration then restores the step. A #section in the link wins: the reader asked for that section.
import { readStepParam } from './url.ts';

if (!location.hash) {
  for (const host of document.querySelectorAll<HTMLElement>('[data-scenario-host]')) {
    if (readStepParam(location.search, (host.dataset.paramKeys ?? '').split(' '))) {
      host.scrollIntoView({ block: 'start' });
      break;
    }
  }
}
