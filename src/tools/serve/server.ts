// The project's static server for dist/: what `npm start`, the end-to-end tests and the bench use, so
// what is measured is what readers get from a production host. It serves the precompressed `.br`/`.gz`
// files (src/build/compress/), sends the site's security headers (dist/_headers, written by src/build/csp/), caches
// hashed assets forever, and answers unknown paths with the bilingual 404 page.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { IMMUTABLE, cspFromHeadersFile } from '../../build/csp/headers.ts';

export interface ServeOptions {
  dist?: string;
  /** Sub-path the site was built for (BASE), e.g. '/kb/'. */
  base?: string;
  host?: string;
  /** 0 = a free port. */
  port?: number;
  /** Send the Content-Security-Policy header too (the pages carry it as a <meta> anyway). */
  cspHeader?: boolean;
}

export interface RunningServer {
  origin: string;
  /** origin + base, without the trailing slash. */
  url: string;
  server: Server;
  close: () => Promise<void>;
}

function normalBase(base: string): string {
  const b = `/${base}/`.replace(/\/+/g, '/');
  return b;
}

export async function serveSite(options: ServeOptions = {}): Promise<RunningServer> {
  const dist = resolve(options.dist ?? 'dist');
  const base = normalBase(options.base ?? process.env.BASE ?? '/');
  const headersFile = join(dist, '_headers');
  const csp = options.cspHeader !== false && existsSync(headersFile) ? cspFromHeadersFile(readFileSync(headersFile, 'utf8')) : undefined;
  const notFound = existsSync(join(dist, '404.html')) ? readFileSync(join(dist, '404.html')) : Buffer.from('not found');

  const files = sirv(dist, {
    brotli: true,
    gzip: true,
    etag: true,
    dotfiles: false,
    extensions: ['html'],
    setHeaders(res, pathname) {
      if (pathname.startsWith('/_astro/')) res.setHeader('Cache-Control', IMMUTABLE);
      else res.setHeader('Cache-Control', 'no-cache');
      if (pathname === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
      // The Markdown copies and llms.txt files are UTF-8 (Russian): say so, or a browser guesses Latin-1.
      if (pathname.endsWith('.md')) res.setHeader('Content-Type', 'text/markdown; charset=utf-8');
      else if (pathname.endsWith('.txt')) res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    },
  });

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (csp) res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const url = req.url ?? '/';
    if (!url.startsWith(base) && `${url}/` !== base) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFound);
      return;
    }
    // sirv serves dist/ at its root: strip the base.
    req.url = `/${url.slice(base.length)}`.replace(/^\/+/, '/');
    files(req, res, () => {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end(notFound);
    });
  };

  const server = createServer(handler);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((ok) => server.listen(options.port ?? 0, host, ok));
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host}:${port}`;
  return {
    origin,
    url: `${origin}${base.replace(/\/$/, '')}`,
    server,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
