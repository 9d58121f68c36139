// Writes `.br` and `.gz` next to every text asset of the built site, so a static host (nginx's
// gzip_static/brotli_static, the project's own server) sends them compressed without compressing on
// every request. Files that do not shrink are skipped; Pagefind's index fragments are already gzip.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const TEXT_TYPES = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.xml', '.txt', '.md', '.webmanifest', '.wasm']);
/** Smaller than this, the headers cost more than compression saves. */
export const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

export async function compressFile(file: string): Promise<{ raw: number; gz: number; br: number } | undefined> {
  const raw = readFileSync(file);
  if (raw.length < MIN_BYTES) return undefined;
  // zlib's async calls run on libuv's thread pool, so files compress in parallel on every core.
  const [gz, br] = await Promise.all([
    gzipAsync(raw, { level: 9 }),
    brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  ]);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  return { raw: raw.length, gz: gz.length, br: br.length };
}

export async function compressDist(dist: string): Promise<{ files: number; raw: number; br: number }> {
  const targets = [...files(dist)].filter((f) => TEXT_TYPES.has(extname(f)));
  const sizes = (await Promise.all(targets.map(compressFile))).filter((s) => s !== undefined);
  return {
    files: sizes.length,
    raw: sizes.reduce((n, s) => n + s.raw, 0),
    br: sizes.reduce((n, s) => n + Math.min(s.br, s.raw), 0),
  };
}
