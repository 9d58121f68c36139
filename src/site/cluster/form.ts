// The "your cluster" form's behaviour (src/site/components/YourCluster.astro; the page title renders it
// only where the page has something to fill, src/site/overrides/PageTitle.astro): it loads the values
// kept in this browser, saves them on submit after the browser's own validation, and fills the page now
// and after every later change.
import { fillBlocks } from './blocks.ts';
import { follow, load, save } from './store.ts';
import { selectTabs } from './tabs.ts';
import { MEMBERS, TEXT_FIELDS, isEmpty, type ClusterValues } from './values.ts';

function read(form: HTMLFormElement): ClusterValues {
  const data = new FormData(form);
  const raw: Record<string, string> = {};
  for (const [k, v] of data) if (typeof v === 'string') raw[k] = v;
  return raw as ClusterValues;
}

function write(form: HTMLFormElement, values: ClusterValues): void {
  for (const field of TEXT_FIELDS) {
    const input = form.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.value = values[field] ?? '';
  }
  for (const name of ['etcd', 'kubernetes'] as const) {
    const select = form.elements.namedItem(name);
    if (select instanceof HTMLSelectElement) select.value = values[name] ?? '';
  }
  for (const radio of form.querySelectorAll<HTMLInputElement>('input[name="deploy"]')) radio.checked = radio.value === values.deploy;
}

export function attachYourCluster(root: HTMLElement): void {
  const form = root.querySelector('form');
  const state = root.querySelector<HTMLElement>('[data-cluster-state]');
  const status = root.querySelector<HTMLElement>('[data-cluster-status]');
  if (!form || !state || !status) return;
  const say = (words: string) => {
    status.textContent = '';
    requestAnimationFrame(() => (status.textContent = words));
  };
  root.hidden = false;
  write(form, load());

  follow((values) => {
    const n = fillBlocks(document, values);
    // Starlight defines its tabs element in a module that may run after this one.
    if (document.querySelector('starlight-tabs')) void customElements.whenDefined('starlight-tabs').then(() => selectTabs(document, values));
    // Name the cluster: values kept since another night may be another cluster's.
    const names = MEMBERS.map((n) => values[`member${n}Name`] ?? values[`member${n}Ip`]).filter(Boolean);
    state.textContent = isEmpty(values) ? (root.dataset.empty ?? '') : `${root.dataset.set ?? ''}${names.length ? ` (${names.join(', ')})` : ''}`;
    root.dataset.filled = String(n);
  });

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!form.checkValidity()) {
      form.reportValidity();
      say(root.dataset.invalid ?? '');
      return;
    }
    save(read(form));
    say((root.dataset.applied ?? '').replace('{{n}}', root.dataset.filled ?? '0'));
  });
  form.querySelector('[data-cluster-clear]')?.addEventListener('click', () => {
    form.reset();
    save({});
    say(root.dataset.cleared ?? '');
  });
}
