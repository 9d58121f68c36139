// Scenario registry: scenario id → its module, loaded on demand so a page ships only the scenario it
// shows. A new scenario is one line here plus its folder src/model/scenarios/<id>/.
import type { ScenarioDef } from '../engine/component.ts';

const loaders: Record<string, () => Promise<ScenarioDef>> = {
  'etcd-quorum': () => import('./etcd-quorum/scenario.ts').then((m) => m.etcdQuorum),
  'control-plane-outage': () => import('./control-plane-outage/scenario.ts').then((m) => m.controlPlaneOutage),
  nospace: () => import('./nospace/scenario.ts').then((m) => m.nospace),
  'replace-member': () => import('./replace-member/scenario.ts').then((m) => m.replaceMember),
  'backup-restore': () => import('./backup-restore/scenario.ts').then((m) => m.backupRestore),
  'slow-disk': () => import('./slow-disk/scenario.ts').then((m) => m.slowDisk),
};

export const SCENARIO_IDS_V2: readonly string[] = Object.keys(loaders);

export async function loadScenarioDef(id: string): Promise<ScenarioDef> {
  const load = loaders[id];
  // Short: this ships in every scenario island. That each module declares its own id is checked by
  // registry.test.ts, not at run time.
  if (!load) throw new Error(`Unknown scenario "${id}"`);
  return load();
}
