// Pan-and-zoom arithmetic for the diagram viewer, kept free of the DOM so it can be unit-tested.
// A view is a scale and the stage position of the drawing's top-left corner (CSS px).

export interface View {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const MIN_SCALE = 0.2;
export const MAX_SCALE = 6;
/** Smallest on-screen label anywhere on the page (the site's legibility floor). */
export const READABLE_PX = 12;
/** Smallest label the full-size viewer opens at: it is opened to read, so a step above the page's floor. */
export const VIEWER_LABEL_PX = 14;

export function clampScale(scale: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

/**
 * The zoom a diagram opens at: its height fitted to the stage (a tall flowchart fills it, a wide one
 * pans sideways), but never below the zoom that draws its smallest label at VIEWER_LABEL_PX, never
 * smaller than on the page it came from, and never more than 2× from fitting alone (a small diagram
 * blown up to full screen reads worse, not better).
 */
export function defaultScale(drawing: Size, stage: Size, smallestFontPx: number, onPage = 0): number {
  const fitHeight = Math.min(stage.height / drawing.height, 2);
  const readable = VIEWER_LABEL_PX / smallestFontPx;
  return clampScale(Math.max(readable, onPage, fitHeight));
}

/** The width below which a drawing's smallest label would be drawn under READABLE_PX. */
export function readableWidth(naturalWidth: number, smallestFontPx: number): number {
  return Math.ceil(naturalWidth * Math.min(1, READABLE_PX / smallestFontPx));
}

/** Centres each axis that fits on the stage; an axis that does not fit starts at its beginning. */
export function placed(drawing: Size, stage: Size, scale: number): View {
  const w = drawing.width * scale;
  const h = drawing.height * scale;
  return {
    scale,
    x: w <= stage.width ? (stage.width - w) / 2 : 0,
    y: h <= stage.height ? (stage.height - h) / 2 : 0,
  };
}

/** Zooms by `factor` keeping the drawing point under (px, py) (stage coordinates) where it is. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

/**
 * Keeps at least `margin` px of the drawing on the stage, so a drag or zoom can never lose it.
 */
export function keepVisible(view: View, drawing: Size, stage: Size, margin = 48): View {
  const w = drawing.width * view.scale;
  const h = drawing.height * view.scale;
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  return {
    scale: view.scale,
    x: clamp(view.x, Math.min(margin, stage.width - margin) - w, stage.width - margin),
    y: clamp(view.y, Math.min(margin, stage.height - margin) - h, stage.height - margin),
  };
}
