// The backup-restore runbook an operator pastes (issue 25 §6, issue 24 §2): nothing is deleted before its
// copy is verified, kube-controller-manager and kube-scheduler stop with kube-apiserver as the restore page's
// step 1 says, m1's newer database is compared and restored, and no wait loop runs for ever.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { procedure } from './procedure.ts';

const cmd = (key: string) => procedure.commands[key].etcd36;
const lineOf = (text: string, re: RegExp) => text.split('\n').findIndex((l) => re.test(l));

test('the clear-text snapshot is deleted only after the copy in the store has the checksum of the file sent', () => {
  const copy = cmd('backup.copyOff');
  const rm = lineOf(copy, /\brm\b/);
  assert.ok(rm > lineOf(copy, /^scp /), 'rm after scp');
  // sha256sum on both ends, compared, and rm only when they are equal and not empty.
  assert.ok(lineOf(copy, /^here=\$\(sha256sum < /) < rm);
  assert.ok(lineOf(copy, /^there=\$\(ssh "\$BACKUP_HOST" "sha256sum < \$BACKUP_DIR\/snapshot\.db\.age"\)/) < rm);
  assert.match(copy.split('\n')[rm], /^\[ -n "\$here" \] && \[ "\$here" = "\$there" \] && rm /);
});

test('stopping an apiserver stops kube-controller-manager and kube-scheduler on that node too (restore page, step 1)', () => {
  for (const a of ['api1', 'api2', 'api3']) {
    const stop = cmd(`apiserver.stop:${a}`);
    for (const m of ['kube-apiserver', 'kube-controller-manager', 'kube-scheduler']) assert.match(stop, new RegExp(`/etc/kubernetes/manifests/${m}\\.yaml`), `${a}: ${m}`);
    assert.match(stop, /crictl ps --name 'kube-apiserver\|kube-controller-manager\|kube-scheduler'/);
    // Starting the apiserver brings back only the apiserver (step 6); the others come back in step 7.
    assert.doesNotMatch(cmd(`apiserver.start:${a}`), /kube-controller-manager|kube-scheduler/);
  }
  assert.match(cmd('controlPlane.restart'), /mv \/etc\/kubernetes\/manifests-stopped\/kube-controller-manager\.yaml \\\n\s+\/etc\/kubernetes\/manifests-stopped\/kube-scheduler\.yaml \/etc\/kubernetes\/manifests\/$/);
});

test('the survivor check stops m1, copies member/snap/db and reads its REVISION with etcdutl', () => {
  // Restore page #restore-from-data-dir; etcdutl -w table snapshot status prints REVISION (etcdutl printer.go
  // makeDBStatusTable, v3.5.21 and v3.6.0) and reads a copied bbolt file (v3_snapshot.go Status).
  const check = cmd('survivor.check');
  assert.ok(lineOf(check, /mv \/etc\/kubernetes\/manifests\/etcd\.yaml/) < lineOf(check, /^cp \/var\/lib\/etcd\/member\/snap\/db /), 'stopped before the copy');
  assert.match(check, /^etcdutl -w table snapshot status \/root\/restore\/survivor\.db$/m);
  // The copy goes to every member with its checksum compared (restore page, step 3).
  assert.match(cmd('survivor.use'), /scp \/root\/restore\/survivor\.db root@\$h:/);
  assert.match(cmd('survivor.use'), /ssh root@\$h sha256sum \/root\/restore\/survivor\.db/);
});

test('every wait loop is bounded', () => {
  for (const [key, c] of Object.entries(procedure.commands)) {
    assert.doesNotMatch(c.etcd36, /\bwhile\b|\buntil\b/, `${key}: an unbounded loop`);
  }
});
