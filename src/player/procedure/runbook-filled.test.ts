// The restore page's runbook (issue 27 §2): with "your cluster" filled, what a reader copies names their
// cluster and keeps no placeholder. The values are unlike the pages' examples (reader-cluster.fixture.ts).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fillText } from '../../site/cluster/fill.ts';
import { READER_CLUSTER as MINE } from '../../site/cluster/reader-cluster.fixture.ts';
import { procedureData, runbookScript } from './data.ts';

test('the restore runbook, filled with a whole cluster, keeps no placeholder and names every value (both languages)', async () => {
  for (const lang of ['en', 'ru'] as const) {
    const data = await procedureData('backup-restore', lang);
    assert.ok(data, 'the restore page has a runbook');
    for (const version of ['etcd36', 'etcd35'] as const) {
      const script = fillText(runbookScript(data.runbook.items, version, (l) => l, (i) => `# ${i.n}`), MINE);
      assert.deepEqual(script.match(/<[A-Za-z][\w .-]*>/g), null, `${lang} ${version}: a placeholder is left`);
      for (const [field, value] of Object.entries(MINE)) assert.ok(script.includes(value as string), `${lang} ${version}: ${field} is not in the runbook`);
      assert.doesNotMatch(script, /\/var\/lib\/etcd|\/etc\/kubernetes\/pki\/etcd\//, 'kubeadm paths are replaced');
    }
  }
});

