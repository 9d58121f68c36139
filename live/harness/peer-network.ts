// The peer traffic between members goes through proxies the test controls, so a member can be cut off.
// Each member listens for peers on a private port and advertises its proxy's port, so every peer
// connection *to* member X arrives at X's proxy. Connections *from* X arrive at the other members'
// proxies; etcd's rafthttp names its sender in the `X-Server-From` header of every stream and pipeline
// request (etcd server/etcdserver/api/rafthttp stream.go, util.go), so the proxy reads that header in
// the bytes going to the member and knows who dialled. Isolating X drops both kinds, in both
// directions, and refuses new ones until `heal()`. Client traffic is not proxied: a cut-off member
// still answers its clients, which is what shows the stale serializable read.
import { createServer, connect, type Server, type Socket } from 'node:net';

const FROM_HEADER = /X-Server-From:\s*([0-9a-f]+)\r\n/i;

interface Link {
  /** member whose inbound peer port this connection goes to */
  to: string;
  /** member id (hex) that dialled, once its header has been seen */
  fromId?: string;
  client: Socket;
  upstream: Socket;
}

export class PeerNetwork {
  private readonly servers: Server[] = [];
  private readonly links = new Set<Link>();
  /** member name → member id (hex), for matching X-Server-From */
  private readonly ids = new Map<string, string>();
  private readonly isolated = new Set<string>();
  /** Connections refused or dropped because of a partition (for the test to see that the cut acts). */
  dropped = 0;

  /** Start a proxy on `listenPort` that forwards to member `to` on `targetPort`. */
  async addProxy(to: string, listenPort: number, targetPort: number): Promise<void> {
    const server = createServer((client) => this.accept(to, client, targetPort));
    this.servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => resolve());
    });
  }

  setMemberId(name: string, idHex: string): void {
    this.ids.set(name, idHex.toLowerCase());
  }

  /** Cut member `name` off from every other member, both directions, until heal(). */
  isolate(name: string): void {
    if (!this.ids.has(name)) throw new Error(`member id of ${name} unknown: cannot recognise its outgoing connections`);
    this.isolated.add(name);
    for (const link of [...this.links]) if (this.cut(link)) this.drop(link);
  }

  heal(): void {
    this.isolated.clear();
  }

  isIsolated(name: string): boolean {
    return this.isolated.has(name);
  }

  async close(): Promise<void> {
    for (const link of [...this.links]) this.drop(link);
    await Promise.all(this.servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    this.servers.length = 0;
  }

  private cut(link: Link): boolean {
    if (this.isolated.has(link.to)) return true;
    if (!link.fromId) return false;
    for (const name of this.isolated) if (this.ids.get(name) === link.fromId) return true;
    return false;
  }

  private drop(link: Link): void {
    this.links.delete(link);
    this.dropped++;
    link.client.destroy();
    link.upstream.destroy();
  }

  private accept(to: string, client: Socket, targetPort: number): void {
    if (this.isolated.has(to)) {
      this.dropped++;
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    const link: Link = { to, client, upstream };
    this.links.add(link);
    let tail = '';
    client.on('data', (chunk: Buffer) => {
      // Scan every request on the connection: keep-alive connections first used by the prober
      // (no header) may carry raft messages later.
      const text = tail + chunk.toString('latin1');
      const match = FROM_HEADER.exec(text);
      if (match) link.fromId = match[1]!.toLowerCase();
      tail = text.slice(-64);
      if (this.cut(link)) {
        this.drop(link);
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!client.destroyed) client.write(chunk);
    });
    const end = () => {
      if (this.links.has(link)) {
        this.links.delete(link);
        client.destroy();
        upstream.destroy();
      }
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  }
}
