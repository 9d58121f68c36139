// Free loopback ports, asked from the OS (bind to port 0). Never 2379/2380, which a system etcd may hold.
import { createServer } from 'node:net';

const RESERVED = new Set([2379, 2380]);

function onePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `count` distinct free ports. The OS may hand one out again later; callers retry a start that fails to bind. */
export async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  for (let tries = 0; ports.size < count && tries < count * 20; tries++) {
    const port = await onePort();
    if (port > 0 && !RESERVED.has(port)) ports.add(port);
  }
  if (ports.size < count) throw new Error(`could not get ${count} free loopback ports`);
  return [...ports];
}
