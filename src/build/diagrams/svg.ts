// What a page needs to show a diagram: its cached SVG in one language, with its text alternative.
import { readCached } from './cache.ts';
import { jobFor, svgIdFor } from './jobs.ts';
import type { Lang } from '../../site/i18n/langs.ts';
import { loadDiagramSpec } from './spec.ts';
import { naturalWidth } from './postprocess.ts';

export interface DiagramView {
  svg: string;
  title: string;
}

/**
 * Above this natural width a diagram scrolls sideways on a phone, in a focusable, named frame: a phone
 * column is 358 px, and with its 16 px labels drawn at the 12 px floor a drawing needs 3/4 of its width.
 */
export const WIDE_DIAGRAM_PX = 470;

export function isWideDiagram(svg: string): boolean {
  return naturalWidth(svg) > WIDE_DIAGRAM_PX;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Adds <title>/<desc> and ARIA naming to a cached SVG (kept out of the cache: it is text, not drawing). */
export function withTextAlternative(svg: string, svgId: string, title: string, description: string): string {
  return svg.replace(/<svg\b([^>]*)>/, (_tag, attrs: string) => {
    const clean = attrs.replace(/\s(role|aria-labelledby|aria-describedby)="[^"]*"/g, '');
    return `<svg${clean} role="img" aria-labelledby="${svgId}-title" aria-describedby="${svgId}-desc">` +
      `<title id="${svgId}-title">${escapeXml(title)}</title><desc id="${svgId}-desc">${escapeXml(description)}</desc>`;
  });
}

export function diagramView(id: string, lang: Lang): DiagramView {
  const spec = loadDiagramSpec(id);
  const svg = readCached(jobFor(spec, lang));
  if (!svg) throw new Error(`Diagram "${id}" (${lang}) is not rendered yet: run \`npm run diagrams\`.`);
  return {
    svg: withTextAlternative(svg, svgIdFor(id, lang), spec.title[lang], spec.description[lang]),
    title: spec.title[lang],
  };
}
