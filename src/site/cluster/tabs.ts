// Version- and deployment-dependent steps are Starlight tabs synced by key (content: `<Tabs
// syncKey="etcd-deploy">` kubeadm/systemd, "etcd-version" `etcd 3.6, 3.7`/`etcd 3.5`,
// "k8s-leaderelection" `1.31`, `1.32–1.34`…). The reader's values pick the tab whose label covers them.
// Starlight keeps a synced choice in localStorage under STARLIGHT_PREFIX + key and restores it before
// the page paints, so writing it there carries the choice to every page.
import type { ClusterValues } from './values.ts';

const STARLIGHT_PREFIX = 'starlight-synced-tabs__';

/** Whether a tab label such as `etcd 3.6, 3.7` or `1.32–1.34` names `version` (minor versions). */
export function labelCovers(label: string, version: string): boolean {
  const [major, minor] = version.split('.').map(Number);
  for (const m of label.matchAll(/(\d+)\.(\d+)(?:\s*[–-]\s*(\d+)\.(\d+))?/g)) {
    const from = [Number(m[1]), Number(m[2])];
    const to = m[3] ? [Number(m[3]), Number(m[4])] : from;
    if (major === from[0] && major === to[0] && minor >= from[1] && minor <= to[1]) return true;
  }
  return false;
}

/** Which label of a tab set keyed `key` the values choose, if any. */
export function chosenLabel(key: string, labels: readonly string[], values: ClusterValues): string | undefined {
  const pick = (match: (label: string) => boolean) => labels.find(match);
  if (key.includes('deploy') && values.deploy) return pick((l) => l.trim().toLowerCase() === values.deploy);
  if (key.startsWith('etcd') && values.etcd) return pick((l) => /etcd/i.test(l) && labelCovers(l, values.etcd!));
  if (key.startsWith('k8s') && values.kubernetes) return pick((l) => labelCovers(l, values.kubernetes!));
  return undefined;
}

type TabSet = HTMLElement & { switchTab?: (tab: HTMLAnchorElement, index: number, sync?: boolean) => void };

/** Shows the chosen tab in every synced tab set of the page, and keeps the choice for later pages.
 * Starlight's own switchTab without its sync step: a click would also move the focus out of the form. */
export function selectTabs(root: ParentNode, values: ClusterValues): void {
  for (const set of root.querySelectorAll<TabSet>('starlight-tabs[data-sync-key]')) {
    const key = set.dataset.syncKey!;
    const tabs = [...set.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const label = chosenLabel(key, tabs.map((t) => t.textContent ?? ''), values);
    const index = tabs.findIndex((t) => (t.textContent ?? '') === label);
    if (!label || index < 0) continue;
    try {
      localStorage.setItem(STARLIGHT_PREFIX + key, label.trim());
    } catch {
      /* storage blocked: this page still switches */
    }
    if (tabs[index].getAttribute('aria-selected') !== 'true') set.switchTab?.(tabs[index], index, false);
  }
}
