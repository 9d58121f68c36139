import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findMessage, findQuoted, messagePattern, messageWords, normalizeQuery } from './error-query.ts';

const messages = [
  'etcdserver: request timed out',
  'etcdserver: leader changed',
  'The connection to the server <host>:6443 was refused',
  'apply request took too long',
  'Timeout: request did not complete within requested timeout',
];

test('a pasted kubectl error reduces to its message', () => {
  assert.equal(normalizeQuery('Error from server: etcdserver: request timed out', messages), 'etcdserver: request timed out');
  assert.equal(
    normalizeQuery('The connection to the server 10.0.0.12:6443 was refused - did you specify the right host or port?', messages),
    'The connection to the server was refused',
  );
});

test('klog and JSON log lines reduce to the message they carry', () => {
  const klog = 'E1130 06:41:21.123456   12345 status.go:71] apiserver received an error: etcdserver: leader changed';
  assert.equal(normalizeQuery(klog, messages), 'etcdserver: leader changed');
  const json = '{"level":"warn","ts":"2026-11-30T06:41:21.123Z","caller":"etcdserver/util.go:170","msg":"apply request took too long","took":"1.2s","expected-duration":"100ms"}';
  assert.equal(normalizeQuery(json, messages), 'apply request took too long');
});

test('the longest matching message wins', () => {
  const ms = ['request timed out', 'etcdserver: request timed out'];
  assert.equal(normalizeQuery('etcdserver: request timed out', ms), 'etcdserver: request timed out');
});

test('an unknown line loses timestamps, numbers and JSON noise but keeps its words', () => {
  assert.equal(normalizeQuery('2026-11-30T06:41:21Z node-3 pod kube-system/etcd-cp1 restarted 4 times', messages), 'pod restarted times');
  assert.equal(normalizeQuery('кворум', messages), 'кворум');
});

test('placeholders match any token', () => {
  assert.ok(messagePattern('The connection to the server <host>:6443 was refused').test('the connection to the server cp.example:6443 was refused'));
  assert.equal(messageWords('Too large resource version: <rv>'), 'Too large resource version:');
});

test('findMessage returns the section of the message a pasted line carries', () => {
  const sections = [{ message: 'etcdserver: no leader', id: 'err-no-leader' }, { message: 'leaderelection lost', id: 'err-leaderelection-lost' }];
  assert.equal(findMessage('W1130 03:12:45.1 1 watcher.go:1] watch chan error: etcdserver: no leader', sections)?.id, 'err-no-leader');
  assert.equal(findMessage('quorum', sections), undefined);
});

test('the longest match in the pasted text wins, placeholders included', () => {
  const sections = [
    { message: 'context deadline exceeded', id: 'err-context-deadline-exceeded' },
    { message: 'failed to renew lease <lease>', id: 'err-leaderelection-lost' },
  ];
  const line = 'I0301 10:00:17.004318       1 leaderelection.go:297] failed to renew lease kube-system/kube-controller-manager: context deadline exceeded';
  assert.equal(findMessage(line, sections)?.id, 'err-leaderelection-lost');
  assert.equal(findMessage('Error: context deadline exceeded', sections)?.id, 'err-context-deadline-exceeded');
});

test('the distinctive part of a message finds it without its source prefix, alone or in a log line', () => {
  const sections = [
    { message: 'etcdserver: mvcc: database space exceeded', id: 'err-database-space-exceeded' },
    { message: 'etcdserver: leader changed', id: 'err-leader-changed' },
    { message: 'etcdserver: no leader', id: 'err-no-leader' },
    { message: 'x509: certificate has expired or is not yet valid', id: 'err-x509' },
  ];
  assert.equal(findMessage('database space exceeded', sections)?.id, 'err-database-space-exceeded');
  assert.equal(findMessage('Error from server: rpc error: code = ResourceExhausted desc = database space exceeded', sections)?.id, 'err-database-space-exceeded');
  assert.equal(findMessage('leader changed', sections)?.id, 'err-leader-changed');
  assert.equal(findMessage('x509 certificate has expired', sections)?.id, 'err-x509');
  // Too little of a message is not that message.
  assert.equal(findMessage('space exceeded', sections), undefined);
  assert.equal(findMessage('leader election', sections), undefined);
  assert.equal(findMessage('certificate', sections), undefined);
});

test('a short typed query keeps its numbers; name=value splits into the two words the index holds', () => {
  assert.equal(normalizeQuery('ports 2379 2380', messages), 'ports 2379 2380');
  assert.equal(normalizeQuery('ETCDCTL_API=3', messages), 'ETCDCTL_API 3');
});

const GRPC =
  'W0301 12:00:00.000000       1 logging.go:59] [core] [Channel #5 SubChannel #6] grpc: addrConn.createTransport failed to connect to {Addr: "127.0.0.1:2379", ServerName: "127.0.0.1:2379", }. Err: connection error: desc = "transport: Error while dialing: dial tcp 127.0.0.1:2379: connect: connection refused"';

test('an unknown log line carrying an error string a section quotes is that section, whatever the address', () => {
  const quotes = [
    { message: 'transport: Error while dialing: dial tcp <ip>:2379: connect: connection refused', id: 'err-connection-refused' },
    { message: 'dial tcp <…>: i/o timeout', id: 'err-unable-to-connect' },
  ];
  assert.equal(findQuoted(GRPC, quotes)?.id, 'err-connection-refused');
  assert.equal(findQuoted(GRPC.replaceAll('127.0.0.1', '10.0.0.12'), quotes)?.id, 'err-connection-refused');
  // Another port is another listener: kube-apiserver on 6443 is not etcd on 2379.
  assert.equal(findQuoted(GRPC.replaceAll('127.0.0.1:2379', '127.0.0.1:6443'), quotes), undefined);
  assert.equal(findQuoted('connection refused', quotes), undefined);
  // The search then looks for the quoted error's words, not the line's noise.
  assert.equal(normalizeQuery(GRPC, messages, quotes.map((q) => q.message)), 'transport: Error while dialing: dial tcp connect: connection refused');
});
