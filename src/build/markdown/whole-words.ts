// Expressive Code plugin: a wrapped code line may break at a space, never inside a word. Browsers
// otherwise break after a hyphen (`--` / `prefix`) and, with `overflow-wrap`, anywhere in a long path
// (`/etc/kubernetes/pki/etc` / `d/ca.crt`), so a reader copying by hand gets a broken flag.
// `overflow-wrap: normal` stops the second; a run of non-space characters holding punctuation (where a
// browser may break) is wrapped in one nowrap span for the first. Plain words need no span, which keeps
// the page light. A token longer than the line scrolls instead.
import type { ExpressiveCodePlugin } from '@astrojs/starlight/expressive-code';
import type { Element, ElementContent } from '@astrojs/starlight/expressive-code/hast';

export const WORD_CLASS = 'kb-word';

/** A run of text with the elements (syntax colour spans, markers) it sits in, outermost first. */
interface Piece {
  text: string;
  path: Element[];
}

function pieces(nodes: ElementContent[], path: Element[] = [], out: Piece[] = []): Piece[] {
  for (const node of nodes) {
    if (node.type === 'text') out.push({ text: node.value, path });
    else if (node.type === 'element') {
      if (node.children.length === 0) out.push({ text: '', path: [...path, node] });
      else pieces(node.children, [...path, node], out);
    }
  }
  return out;
}

/** Rebuilds nested elements around consecutive pieces that share them (shallow copies per run). */
function rebuild(run: Piece[], depth = 0): ElementContent[] {
  const out: ElementContent[] = [];
  for (let i = 0; i < run.length; ) {
    const parent = run[i].path[depth];
    let j = i + 1;
    while (j < run.length && run[j].path[depth] === parent) j++;
    if (!parent) for (const p of run.slice(i, j)) out.push({ type: 'text', value: p.text });
    else out.push({ ...parent, properties: { ...parent.properties }, children: rebuild(run.slice(i, j), depth + 1) });
    i = j;
  }
  return out;
}

/** Letters, digits and `_` only: no line-break opportunity inside. */
const PLAIN = /^[\p{L}\p{N}_]*$/u;

/** The children of a line's code element, with every word that could break in one `kb-word` span. */
export function wholeWords(children: ElementContent[]): ElementContent[] {
  const segments = pieces(children).flatMap((p) =>
    p.text === '' ? [{ ...p, space: false }] : p.text.split(/(\s+)/).filter(Boolean).map((text) => ({ text, path: p.path, space: /^\s/.test(text) })),
  );
  const out: ElementContent[] = [];
  // Spaces and plain words stay as they were (one run of spans); a word that could break gets its span.
  let plain: typeof segments = [];
  for (let i = 0; i < segments.length; ) {
    let j = i + 1;
    while (j < segments.length && segments[j].space === segments[i].space) j++;
    const group = segments.slice(i, j);
    if (segments[i].space || PLAIN.test(group.map((x) => x.text).join(''))) plain.push(...group);
    else {
      out.push(...rebuild(plain));
      plain = [];
      out.push({ type: 'element', tagName: 'span', properties: { className: [WORD_CLASS] }, children: rebuild(group) });
    }
    i = j;
  }
  out.push(...rebuild(plain));
  return out;
}

function isCodeElement(node: ElementContent): node is Element {
  if (node.type !== 'element') return false;
  const cls = node.properties?.className;
  return Array.isArray(cls) ? cls.includes('code') : cls === 'code';
}

// A block whose long token overflows scrolls; Expressive Code then makes its <pre> a focusable region,
// but only after an idle callback, so at first the scrolling block cannot be reached by keyboard
// (axe: scrollable-region-focusable). This does it at once, and names each region after its title or
// first line while it is one: several unnamed regions are indistinguishable landmarks (landmark-unique).
const NAME_SCROLLING_BLOCKS = `(() => {
  const names = new Map(), seen = new Map();
  for (const pre of document.querySelectorAll('.expressive-code pre')) {
    const title = pre.closest('figure')?.querySelector('figcaption .title')?.textContent.trim();
    const first = [...pre.querySelectorAll('.ec-line')].map((l) => l.textContent.trim()).find(Boolean) ?? '';
    const base = title || (first.length > 60 ? first.slice(0, 59) + '…' : first);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    names.set(pre, n > 1 ? base + ' (' + n + ')' : base);
  }
  const sync = (pre) => pre.getAttribute('role') === 'region' ? pre.setAttribute('aria-label', names.get(pre)) : pre.removeAttribute('aria-label');
  const observer = new MutationObserver((records) => records.forEach((r) => sync(r.target)));
  for (const pre of names.keys()) {
    if (pre.scrollWidth > pre.clientWidth && !pre.hasAttribute('tabindex')) {
      pre.setAttribute('tabindex', '0');
      pre.setAttribute('role', 'region');
    }
    sync(pre);
    observer.observe(pre, { attributes: true, attributeFilter: ['role'] });
  }
})();`;

export function pluginWholeWords(): ExpressiveCodePlugin {
  return {
    name: 'Whole words',
    baseStyles: `pre.wrap .ec-line div.code { overflow-wrap: normal; } .${WORD_CLASS} { white-space: nowrap; }`,
    jsModules: [NAME_SCROLLING_BLOCKS],
    hooks: {
      postprocessRenderedLine: ({ renderData }) => {
        for (const child of renderData.lineAst.children) {
          if (isCodeElement(child)) child.children = wholeWords(child.children);
        }
      },
    },
  };
}
