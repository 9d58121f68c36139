// The peer proxy without etcd: plain TCP stands in for members; the sender is named by the same
// X-Server-From header etcd's rafthttp sends.
import assert from 'node:assert/strict';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { PeerNetwork } from './peer-network.ts';
import { freePorts } from './ports.ts';

function echoServer(port: number): Promise<Server> {
  const server = createServer((s) => s.pipe(s));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
}

/** Send `text` and wait for it to come back; false if the connection was closed instead. */
function roundTrip(s: Socket, text: string): Promise<boolean> {
  return new Promise((resolve) => {
    let got = '';
    const timer = setTimeout(() => resolve(false), 2000);
    s.on('data', (d) => {
      got += d.toString();
      if (got.includes(text)) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    s.once('close', () => {
      clearTimeout(timer);
      resolve(false);
    });
    s.write(text);
  });
}

const request = (fromId: string) => `GET /raft/stream/message/${fromId} HTTP/1.1\r\nHost: x\r\nX-Server-From: ${fromId}\r\n\r\n`;

describe('PeerNetwork', () => {
  const net = new PeerNetwork();
  const servers: Server[] = [];
  let ports: number[];

  before(async () => {
    ports = await freePorts(4);
    servers.push(await echoServer(ports[0]!), await echoServer(ports[1]!));
    await net.addProxy('a', ports[2]!, ports[0]!); // traffic to member a
    await net.addProxy('b', ports[3]!, ports[1]!); // traffic to member b
    net.setMemberId('a', 'aa01');
    net.setMemberId('b', 'bb02');
  });
  after(async () => {
    await net.close();
    for (const s of servers) await new Promise<void>((r) => s.close(() => r()));
  });

  it('forwards both ways while nothing is cut', async () => {
    const toB = await open(ports[3]!);
    assert.equal(await roundTrip(toB, request('aa01')), true);
    toB.destroy();
  });

  it('isolating a drops its connections to others, others’ connections to it, and refuses new ones; heal restores', async () => {
    const fromAtoB = await open(ports[3]!);
    assert.equal(await roundTrip(fromAtoB, request('aa01')), true);
    const fromBtoA = await open(ports[2]!);
    assert.equal(await roundTrip(fromBtoA, request('bb02')), true);
    const untagged = await open(ports[3]!); // e.g. the prober's keep-alive connection from a
    assert.equal(await roundTrip(untagged, 'GET /raft/probing HTTP/1.1\r\n\r\n'), true);

    net.isolate('a');
    assert.equal(fromAtoB.destroyed || !(await roundTrip(fromAtoB, 'more')), true, 'a → b still open');
    assert.equal(fromBtoA.destroyed || !(await roundTrip(fromBtoA, 'more')), true, 'b → a still open');
    // The untagged connection carries a raft request from a later: dropped when its header shows.
    assert.equal(await roundTrip(untagged, request('aa01')), false, 'a raft request from a got through');
    const newToA = await open(ports[2]!).catch(() => undefined);
    assert.equal(newToA ? await roundTrip(newToA, request('bb02')) : false, false, 'new connection to a accepted');

    net.heal();
    const again = await open(ports[2]!);
    assert.equal(await roundTrip(again, request('bb02')), true);
    again.destroy();
    assert.ok(net.dropped >= 3);
  });

  it('refuses to isolate a member whose id it does not know (it could not see its outgoing traffic)', () => {
    assert.throws(() => net.isolate('c'), /member id of c unknown/);
  });
});
