import assert from 'node:assert/strict';
import { test } from 'node:test';
import { QUIET_MS, addressWriter } from './address.ts';
import { withStepParam } from './url.ts';

/** A page at /en/raft-ha/ with a hand-driven timer; `writes` lists every replaceState. */
function page(search = '', hash = '') {
  const location = { pathname: '/en/raft-ha/', search, hash };
  const writes: string[] = [];
  let due: { f: () => void; ms: number } | undefined;
  const writer = addressWriter({
    location,
    history: {
      state: null,
      replaceState: (_s: unknown, _t: string, url?: string | URL | null) => {
        writes.push(String(url));
        const u = new URL(String(url), 'https://kb.example');
        location.search = u.search;
        location.hash = u.hash;
      },
    },
    setTimeout: (f, ms) => (due = { f, ms }),
    clearTimeout: () => (due = undefined),
  });
  const pause = () => {
    assert.equal(due?.ms, QUIET_MS);
    due?.f();
  };
  return { location, writes, writer, pause, pending: () => due !== undefined };
}
const step = (id: string, value: string | null) => (search: string) => withStepParam(search, id, value);

test('steps taken in a row write the address once, after the pause, with the last step', () => {
  const p = page();
  p.writer.write('etcd-quorum', step('etcd-quorum', '2~a'));
  p.writer.write('etcd-quorum', step('etcd-quorum', '2~a,b'));
  p.writer.write('etcd-quorum', step('etcd-quorum', '2~a,b,c'));
  assert.deepEqual(p.writes, []);
  p.pause();
  assert.deepEqual(p.writes, ['/en/raft-ha/?etcd-quorum=2~a,b,c']);
});

test('a flush (language switch, leaving the page) writes at once, and the pause then has nothing left', () => {
  const p = page();
  p.writer.write('etcd-quorum', step('etcd-quorum', '2~a'));
  p.writer.flush();
  assert.equal(p.location.search, '?etcd-quorum=2~a');
  assert.equal(p.pending(), false);
  p.writer.flush();
  assert.equal(p.writes.length, 1);
});

test('two players, and a #section followed meanwhile, keep each other\'s parts', () => {
  const p = page('?other=1&slow-disk=2~x');
  p.writer.write('etcd-quorum', step('etcd-quorum', '2~a'));
  p.location.hash = '#alerts';
  p.writer.write('slow-disk', step('slow-disk', '2~x,y'));
  p.pause();
  assert.deepEqual(p.writes, ['/en/raft-ha/?other=1&slow-disk=2~x,y&etcd-quorum=2~a#alerts']);
});

test('back at the start, the parameter goes; an address that is already right is not written again', () => {
  const p = page('?etcd-quorum=2~a');
  p.writer.write('etcd-quorum', step('etcd-quorum', '2~a'));
  p.pause();
  assert.deepEqual(p.writes, []);
  p.writer.write('etcd-quorum', step('etcd-quorum', null));
  p.pause();
  assert.deepEqual(p.writes, ['/en/raft-ha/']);
});
