// Renders Mermaid sources to SVG with the project's pinned mermaid, in one headless Chromium
// session for the whole batch (starting a browser costs seconds; a diagram costs ~0.1 s).
import { readFileSync } from 'node:fs';
import { chromiumArgs, chromiumExecutable } from '../../tools/browser.ts';
import { FONT_FAMILY, FONT_FILES, mermaidConfig, mermaidScript } from './settings.ts';
import { postprocess } from './postprocess.ts';
import type { RenderJob } from './cache.ts';

function fontFaces(): string {
  return FONT_FILES.map(
    (f) =>
      `@font-face{font-family:${FONT_FAMILY};font-weight:${f.weight};font-style:normal;` +
      `src:url(data:font/woff2;base64,${readFileSync(f.path).toString('base64')}) format('woff2');}`,
  ).join('\n');
}

export async function renderBatch(jobs: RenderJob[]): Promise<Map<RenderJob, string>> {
  const out = new Map<RenderJob, string>();
  if (jobs.length === 0) return out;
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.setContent(
      `<!doctype html><html><head><meta charset="utf-8"><style>${fontFaces()}
       body{font-family:${FONT_FAMILY},sans-serif}</style></head><body></body></html>`,
    );
    await page.addScriptTag({ path: mermaidScript });
    await page.evaluate(async (config) => {
      await Promise.all([
        document.fonts.load(`400 16px ${config.fontFamily}`, 'AaЖж'),
        document.fonts.load(`600 16px ${config.fontFamily}`, 'AaЖж'),
      ]);
      // @ts-expect-error mermaid is a global from the script tag
      window.mermaid.initialize(config);
    }, mermaidConfig);
    for (const job of jobs) {
      const svg = await page.evaluate(async ({ svgId, source }) => {
        // @ts-expect-error mermaid is a global from the script tag
        const { svg } = await window.mermaid.render(svgId, source);
        return svg as string;
      }, job).catch((err: Error) => {
        throw new Error(`Mermaid could not render ${job.svgId}: ${err.message}\n${job.source}`);
      });
      out.set(job, postprocess(svg, job.svgId));
    }
  } finally {
    await browser.close();
  }
  return out;
}
