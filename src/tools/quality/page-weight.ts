// What a built page costs a reader on first load, read from dist/ (deterministic: no browser): its
// HTML, the stylesheets it links, the JavaScript it runs (page-js.ts), and the images it references,
// each compressed as the server sends it. Fonts are counted apart: the budgets exclude them. Search
// (Pagefind) loads only when the reader opens it, so it is not part of the first load.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, gzipBytes, jsBytes, pageHtmlFile, pageJs } from './page-js.ts';

export interface PageWeight {
  html: number;
  css: number;
  js: number;
  images: number;
  fonts: number;
  /** Everything but fonts, gzip bytes. */
  total: number;
  requests: number;
}

const local = (url: string) => url.replace(/^\//, '').split(/[?#]/)[0];

function bytes(file: string, dist: string): number {
  const p = join(dist, file);
  return existsSync(p) ? gzipBytes(readFileSync(p)) : 0;
}

export function pageWeight(urlPath: string, dist = DIST): PageWeight {
  const html = readFileSync(pageHtmlFile(urlPath, dist), 'utf8');
  const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => local(m[1]));
  const css = sheets.reduce((n, f) => n + bytes(f, dist), 0);
  const fontFiles = new Set<string>();
  for (const sheet of sheets) {
    const p = join(dist, sheet);
    if (!existsSync(p)) continue;
    // Browsers fetch only the faces a page uses; count the Latin and Cyrillic woff2 files the CSS names.
    for (const [, url] of readFileSync(p, 'utf8').matchAll(/url\(([^)]+\.woff2)\)/g)) fontFiles.add(local(url.replace(/^\.\//, '_astro/')));
  }
  const images = [...html.matchAll(/<(?:img|link\b[^>]*rel="icon")[^>]*(?:src|href)="([^"]+\.(?:svg|png|webp|jpg))"/g)].map((m) => local(m[1]));
  const js = pageJs(urlPath, dist);
  const weight = {
    html: gzipBytes(html),
    css,
    js: jsBytes(js, dist),
    images: images.reduce((n, f) => n + bytes(f, dist), 0),
    fonts: [...fontFiles].reduce((n, f) => n + (existsSync(join(dist, f)) ? readFileSync(join(dist, f)).length : 0), 0),
    requests: 1 + sheets.length + js.files.size + images.length,
  };
  return { ...weight, total: weight.html + weight.css + weight.js + weight.images };
}
