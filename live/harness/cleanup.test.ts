// The harness removes its etcd processes and data dirs when a test crashes, and the next run sweeps
// what a SIGKILLed run left behind.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { sweepStale } from './cleanup.ts';

/** Running, and not a zombie (this machine's init may reap orphans late). */
const alive = (pid: number) => {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
};

/** Wait (at most 5 s) for `pid` to be gone. */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  return !alive(pid);
}

/** A child node process that starts a 1-member cluster, prints its root and etcd pid, then `then`s. */
function child(then: 'throw' | 'hang'): Promise<{ root: string; pid: number; proc: ReturnType<typeof spawn> }> {
  const code = `
    import { Cluster } from ${JSON.stringify(new URL('./cluster.ts', import.meta.url).href)};
    const c = await Cluster.start({ size: 1 });
    console.log(JSON.stringify({ root: c.root, pid: c.m('m1').proc.pid }));
    ${then === 'throw' ? "throw new Error('test crashed');" : 'setInterval(() => {}, 1000);'}
  `;
  const proc = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('child did not start a cluster in 30 s')), 30_000);
    proc.stdout!.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve({ ...JSON.parse(line), proc });
      }
    });
  });
}

const exited = (proc: ReturnType<typeof spawn>) =>
  new Promise<void>((r) => (proc.exitCode !== null || proc.signalCode !== null ? r() : proc.once('exit', () => r())));

describe('cleanup', { timeout: 60_000 }, () => {
  it('a test process that crashes kills its etcd and removes its data dir on exit', async () => {
    const { root, pid, proc } = await child('throw');
    await exited(proc);
    assert.equal(await gone(pid), true, `etcd ${pid} survived`);
    assert.equal(existsSync(root), false, `${root} left behind`);
  });

  it('what a SIGKILLed run left (orphaned etcd, data dir) is removed by the next run’s sweep', async () => {
    const { root, pid, proc } = await child('hang');
    proc.kill('SIGKILL');
    await exited(proc);
    assert.equal(alive(pid), true, 'etcd should be orphaned, not yet gone');
    sweepStale();
    assert.equal(await gone(pid), true, `etcd ${pid} survived the sweep`);
    assert.equal(existsSync(root), false, `${root} left behind`);
  });
});
