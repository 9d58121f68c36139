import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fillText, fills, isFillable } from './fill.ts';
import { clean, type ClusterValues } from './values.ts';
import { READER_CLUSTER } from './reader-cluster.fixture.ts';
import { chosenLabel, labelCovers } from './tabs.ts';

const MINE: ClusterValues = READER_CLUSTER;

test('values go where the pages put them, and nowhere else', () => {
  // first-five-minutes (systemd tab) and outage: etcdctl's variables and endpoints.
  assert.equal(
    fillText('export ETCDCTL_CACERT=<trusted-ca-file> ETCDCTL_CERT=<client cert> ETCDCTL_KEY=<client key>\nEPS=https://<etcd1>:2379,https://<etcd2>:2379', MINE),
    'export ETCDCTL_CACERT=/opt/pki/etcd-ca.pem ETCDCTL_CERT=/opt/pki/etcdctl.pem ETCDCTL_KEY=/opt/pki/etcdctl-key.pem\nEPS=https://192.168.7.21:2379,https://192.168.7.22:2379',
  );
  // The Kubernetes CA for curl is not etcd's: it stays.
  assert.equal(fillText("curl -s --cacert /etc/kubernetes/pki/ca.crt 'https://<cp1>:6443/readyz'", MINE), "curl -s --cacert /etc/kubernetes/pki/ca.crt 'https://192.168.7.21:6443/readyz'");
  // External etcd hosts are not API servers: `<cp1>:6443` stays under systemd, `<cp1>:2379` is filled.
  const systemd = { ...MINE, deploy: 'systemd' } as const;
  assert.equal(fillText('https://<cp1>:6443 https://<cp1>:2379', systemd), 'https://<cp1>:6443 https://192.168.7.21:2379');
  // The data directory and what lies beside it or in it; a longer name is another directory.
  assert.equal(fillText('--data-dir /var/lib/etcd-restored; ls /var/lib/etcd/member; /var/lib/etcd2 /var/lib/etcd', MINE), '--data-dir /data/etcd-restored; ls /data/etcd/member; /var/lib/etcd2 /data/etcd');
  // etcd's own server flags are not etcdctl's: left alone.
  assert.equal(fillText('--cert-file=/etc/kubernetes/pki/etcd/server.crt', MINE), '--cert-file=/etc/kubernetes/pki/etcd/server.crt');
  assert.equal(fillText('--cert=/etc/kubernetes/pki/etcd/server.crt --key /etc/kubernetes/pki/etcd/healthcheck-client.key', MINE), '--cert=/opt/pki/etcdctl.pem --key /opt/pki/etcdctl-key.pem');
});

test('an empty form changes nothing, and a partly filled one only its own placeholders', () => {
  const text = 'NODE_1=<CONTROL_PLANE_1_NAME>\nNODE_1_IP=<CONTROL_PLANE_1_IP>\n--data-dir /var/lib/etcd';
  assert.equal(fillText(text, {}), text);
  assert.deepEqual(fills(text, {}), []);
  assert.equal(fillText(text, { member1Ip: '10.9.9.9' }), 'NODE_1=<CONTROL_PLANE_1_NAME>\nNODE_1_IP=10.9.9.9\n--data-dir /var/lib/etcd');
  assert.ok(isFillable(text));
  assert.ok(!isFillable('kubectl get pods -A'));
});

test('only a name, an address or a path is kept: nothing a shell would run', () => {
  const bad = {
    member1Name: 'cp1; rm -rf /',
    member2Name: '$(id)',
    member1Ip: '10.0.0.1 && curl evil',
    caCert: 'relative/ca.crt',
    clientCert: '/a b.crt',
    clientKey: '/k`id`',
    dataDir: '/data/etcd/',
    backupHost: 'no-at-sign',
    backupRecipient: 'ssh-ed25519 AAAA',
    deploy: 'docker',
    etcd: '3.4',
    kubernetes: '1.36',
  };
  assert.deepEqual(clean(bad), { dataDir: '/data/etcd', kubernetes: '1.36' });
  assert.deepEqual(clean('not an object'), {});
  assert.deepEqual(clean({ member3Ip: '[fd00::3]', backupHost: 'root@[fd00::9]' }), { member3Ip: '[fd00::3]', backupHost: 'root@[fd00::9]' });
});

test('the version tabs of the pages are chosen by the labels they carry', () => {
  // content/docs/*/troubleshooting.mdx (k8s-leaderelection) and backup.mdx / the runbooks (etcd-version).
  const k8s = ['1.31', '1.32–1.34', '1.35', '1.36'];
  assert.equal(chosenLabel('k8s-leaderelection', k8s, { kubernetes: '1.33' }), '1.32–1.34');
  assert.equal(chosenLabel('k8s-leaderelection', k8s, { kubernetes: '1.31' }), '1.31');
  const etcd = ['etcd 3.6, 3.7', 'etcd 3.5'];
  assert.equal(chosenLabel('etcd-version', etcd, { etcd: '3.7' }), 'etcd 3.6, 3.7');
  assert.equal(chosenLabel('etcd-version', etcd, { etcd: '3.5' }), 'etcd 3.5');
  assert.equal(chosenLabel('etcd-version', etcd, {}), undefined);
  assert.equal(chosenLabel('etcd-deploy', ['kubeadm', 'systemd'], { deploy: 'systemd' }), 'systemd');
  assert.ok(!labelCovers('1.32–1.34', '1.3'));
  assert.ok(!labelCovers('etcd 3.6, 3.7', '3.5'));
});
