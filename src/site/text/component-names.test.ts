import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitComponentNames } from './component-names.ts';

const names = (text: string) => splitComponentNames(text).filter((p) => p.name).map((p) => p.text);

test('finds the component names a reader would not want split', () => {
  assert.deepEqual(names('kube-apiserver talks to etcd; kube-controller-manager and kube-scheduler watch.'), [
    'kube-apiserver', 'kube-controller-manager', 'kube-scheduler',
  ]);
  assert.deepEqual(names('restart kube-proxy and etcd-backup.service, then cloud-controller-manager.'), [
    'kube-proxy', 'etcd-backup.service', 'cloud-controller-manager',
  ]);
  assert.deepEqual(names('под kube-apiserver-cp1 в kube-system'), ['kube-apiserver-cp1', 'kube-system']);
});

test('leaves ordinary words and the end of a sentence alone', () => {
  assert.deepEqual(names('a well-known top-down kubelet, etcd and etcdctl'), []);
  assert.deepEqual(names('ends with kube-apiserver.'), ['kube-apiserver']);
});

test('the pieces join back to the same text', () => {
  const text = 'Если kube-apiserver упал, kube-scheduler ждёт.';
  assert.equal(splitComponentNames(text).map((p) => p.text).join(''), text);
  assert.deepEqual(splitComponentNames('no names'), [{ text: 'no names', name: false }]);
});

test('a name at the end of a path is kept whole too', () => {
  assert.deepEqual(names('/etc/kubernetes/manifests/kube-apiserver.yaml'), ['kube-apiserver.yaml']);
});

test('flags and file names that hold a component prefix are kept whole', () => {
  assert.deepEqual(names('set --etcd-servers and --etcd-compaction-interval=5m'), ['--etcd-servers', '--etcd-compaction-interval']);
  assert.deepEqual(names('/etc/kubernetes/pki/apiserver-etcd-client.crt'), ['apiserver-etcd-client.crt']);
  assert.deepEqual(names('--data-dir and read-only'), []);
});

test('inside HTML only the text between tags changes', async () => {
  const { nowrapNamesInHtml, nowrapNamesHtml } = await import('./component-names.ts');
  assert.equal(nowrapNamesInHtml('<b title="kube-proxy">kube-proxy</b> runs'), '<b title="kube-proxy"><span class="kb-nowrap">kube-proxy</span></b> runs');
  assert.equal(nowrapNamesHtml('a<b & kube-scheduler'), 'a&lt;b &amp; <span class="kb-nowrap">kube-scheduler</span>');
});
