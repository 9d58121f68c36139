// What a reader sees of a diagram's labels: the on-screen size of every SVG text, in CSS px.
// Runs in the page (page.evaluate). The size is the computed font-size (SVG user units) times the
// scale from user units to the screen (getScreenCTM), so CSS shrinking, viewBox scaling and any
// transform on the way are all counted.
export interface DiagramLabelSize {
  id: string;
  /** Smallest rendered label, CSS px. */
  min: number;
  /** The label text that has it, to point an author at it. */
  smallest: string;
  texts: number;
}

export function measureDiagramLabels(selector: string): DiagramLabelSize[] {
  return [...document.querySelectorAll<SVGSVGElement>(selector)].map((svg) => {
    const figure = svg.closest<HTMLElement>('[data-diagram], [data-region], figure');
    const id = figure?.dataset.diagram ?? figure?.dataset.region ?? svg.id;
    let min = Infinity;
    let smallest = '';
    let texts = 0;
    for (const text of svg.querySelectorAll<SVGTextElement>('text')) {
      const label = text.textContent?.trim() ?? '';
      if (!label) continue;
      const ctm = text.getScreenCTM();
      if (!ctm) continue;
      const scale = Math.sqrt(Math.abs(ctm.a * ctm.d - ctm.b * ctm.c));
      const size = parseFloat(getComputedStyle(text).fontSize) * scale;
      texts++;
      if (size < min) {
        min = size;
        smallest = label;
      }
    }
    return { id, min: Math.round(min * 10) / 10, smallest, texts };
  });
}
