// Starlight's search button names itself with aria-label while it shows the label and a "Ctrl K"
// hint, so its accessible name differs from its visible text (axe: label-content-name-mismatch).
// Here the visible label names it, a screen-reader copy stands in where the label is hidden (narrow
// screens), and the hint is left to aria-keyshortcuts.
export function nameByVisibleLabel(button: HTMLButtonElement): void {
  const label = button.getAttribute('aria-label');
  const visible = button.querySelector<HTMLElement>('span[aria-hidden="true"]');
  if (!label || !visible) return;
  visible.removeAttribute('aria-hidden');
  const narrow = Object.assign(document.createElement('span'), { className: 'sr-only md:sl-hidden', textContent: label });
  visible.after(narrow);
  button.querySelector('kbd')?.setAttribute('aria-hidden', 'true');
  button.removeAttribute('aria-label');
}

for (const button of document.querySelectorAll<HTMLButtonElement>('site-search button[data-open-modal]')) nameByVisibleLabel(button);
