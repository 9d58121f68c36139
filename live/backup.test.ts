// Backup and restore with etcd 3.4's own tools: `etcdctl snapshot save` and `etcdctl snapshot restore`
// (issue 8 `backup-restore`; fact sheet §4). etcdutl and --bump-revision do not exist in 3.4.23, so
// their rules are checked from source, not here.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Cluster, poll } from './harness/cluster.ts';
import { etcdctl, type CtlResult } from './harness/etcdctl.ts';

const OPT = { commandTimeoutMs: 10_000 };

describe('snapshot save, then restore into a new cluster (3.4: etcdctl snapshot restore; 3.5+ uses etcdutl)', { timeout: 90_000 }, () => {
  let source: Cluster;
  let target: Cluster | undefined;
  let save: CtlResult;
  let status: CtlResult;
  let restore: CtlResult;
  let keys: string[] = [];

  before(async () => {
    source = await Cluster.start({ size: 1 });
    const ctl = (args: string[]) => source.ctl(['m1'], args, OPT);
    for (const k of ['/registry/pods/default/a', '/registry/pods/default/b', '/registry/secrets/default/s']) await ctl(['put', k, 'before']);
    await ctl(['del', '/registry/pods/default/b']);
    const file = join(source.root, 'snap.db');
    save = await ctl(['snapshot', 'save', file]);
    await ctl(['put', '/registry/pods/default/c', 'after']); // written after the snapshot
    await ctl(['put', '/registry/pods/default/b', 'recreated-after']);
    status = await etcdctl({ endpoints: [] }, ['snapshot', 'status', file, '-w', 'json']);

    // Restore into a fresh 1-member cluster: same name, its own peer URL, a new token.
    target = await Cluster.start({ size: 1 });
    const m = target.m('m1');
    await m.kill('SIGKILL');
    const restoredDir = join(target.root, 'restored.etcd');
    restore = await etcdctl({ endpoints: [] }, [
      'snapshot', 'restore', file,
      `--data-dir=${restoredDir}`,
      '--name=m1',
      `--initial-cluster=m1=${m.peerUrl}`,
      `--initial-advertise-peer-urls=${m.peerUrl}`,
      '--initial-cluster-token=restored-token',
    ]);
    m.useDataDir(restoredDir);
    m.restart();
    await poll(async () => ((await target!.leader()) ? true : undefined), 15_000, 100);
    const got = await target.ctl(['m1'], ['get', '/registry/', '--prefix', '--keys-only'], OPT);
    keys = got.stdout.split('\n').filter(Boolean);
  });
  after(async () => {
    await source?.close();
    await target?.close();
  });

  it('snapshot save writes a file whose status shows its revision and keys', () => {
    assert.equal(save.code, 0, save.stderr);
    assert.match(save.stdout, /Snapshot saved at /);
    assert.equal(status.code, 0, status.stderr);
    assert.match(status.stdout, /"revision":5/); // 3 puts + 1 delete after the initial revision 1
  });

  it('the restored cluster has exactly the keys of the snapshot: none written after it, and a key deleted before it stays deleted', () => {
    assert.equal(restore.code, 0, restore.stderr);
    assert.deepEqual(keys, ['/registry/pods/default/a', '/registry/secrets/default/s']);
  });
});
