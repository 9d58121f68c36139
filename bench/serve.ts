// A static file server for dist/ on a free port (the bench must not depend on, or collide with,
// an `astro preview` someone else is running).
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve as resolvePath } from 'node:path';
import { fileForPath } from '../src/links/check-dist.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.xml': 'application/xml',
};

export async function serveDist(dist = 'dist'): Promise<{ origin: string; close: () => Promise<void> }> {
  const root = resolvePath(dist);
  const server: Server = createServer((req, res) => {
    const file = fileForPath(dist, new URL(req.url ?? '/', 'http://x').pathname);
    if (!file || !resolvePath(file).startsWith(root)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
