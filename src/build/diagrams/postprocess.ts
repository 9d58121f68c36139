// Turns Mermaid's SVG into one that fits a strict CSP and a themed page:
// no <style> or style="" (colours come from site CSS), every id prefixed with the SVG's own id,
// and an explicit natural size so CSS can scale it down or let it scroll.

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function prefixIds(svg: string, prefix: string): string {
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  let out = svg;
  for (const id of ids) {
    if (id === prefix || id.startsWith(`${prefix}-`) || id.startsWith(`${prefix}_`)) continue;
    const next = `${prefix}-${id}`;
    const e = escapeRegExp(id);
    out = out
      .replace(new RegExp(`(\\sid=")${e}(")`, 'g'), `$1${next}$2`)
      .replace(new RegExp(`url\\(#${e}\\)`, 'g'), `url(#${next})`)
      .replace(new RegExp(`(href=")#${e}(")`, 'g'), `$1#${next}$2`);
  }
  return out;
}

/** Layout properties survive as presentation attributes; colours are left to the site stylesheet. */
const KEPT_PROPERTIES = new Set([
  'text-anchor', 'dominant-baseline', 'alignment-baseline', 'font-size', 'font-weight', 'font-style',
  'stroke-width', 'stroke-dasharray', 'stroke-dashoffset',
]);
const NONE_ONLY_PROPERTIES = new Set(['fill', 'stroke']);

function styleToAttributes(style: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const decl of style.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const name = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).replace(/!important/, '').trim();
    if (!value || /["<>&]/.test(value)) continue;
    if (KEPT_PROPERTIES.has(name) || (NONE_ONLY_PROPERTIES.has(name) && value === 'none')) attrs.set(name, value);
  }
  return attrs;
}

export function stripStyles(svg: string): string {
  return svg
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<([a-zA-Z][\w:-]*)([^>]*?)\sstyle="([^"]*)"/g, (_m, tag: string, before: string, style: string) => {
      let extra = '';
      for (const [name, value] of styleToAttributes(style)) {
        if (!before.includes(` ${name}=`)) extra += ` ${name}="${value}"`;
      }
      return `<${tag}${before}${extra}`;
    });
}

/** Gives the root <svg> width/height from its viewBox (rounded up), dropping percentage sizes. */
export function setNaturalSize(svg: string): string {
  return svg.replace(/<svg\b[^>]*>/, (tag) => {
    const vb = /viewBox="([-\d.]+)[ ,]+([-\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(tag);
    if (!vb) return tag;
    const w = Math.ceil(Number(vb[3]));
    const h = Math.ceil(Number(vb[4]));
    return tag
      .replace(/\s(width|height)="[^"]*"/g, '')
      .replace(/^<svg\b/, `<svg width="${w}" height="${h}"`);
  });
}

/** Mermaid escapes the non-breaking spaces of labels (`7\u00a0s`) into visible `&nbsp;` text. */
export function restoreNonBreakingSpaces(svg: string): string {
  return svg.replace(/&amp;nbsp;/g, '&#160;');
}

export function postprocess(svg: string, svgId: string): string {
  return setNaturalSize(prefixIds(stripStyles(restoreNonBreakingSpaces(svg)), svgId)).trim();
}

/** The natural width of a post-processed SVG, read back from its root tag. */
export function naturalWidth(svg: string): number {
  return Number(/<svg\b[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? 0);
}
