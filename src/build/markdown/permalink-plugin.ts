// Sätteri hast plugin: after every section heading with an id, one link to its permanent /go/ URL.
// It replaces Starlight's `#id` anchor link (markdown.headingLinks: false in astro.config.mjs), so a
// heading has exactly one link control, and that control is the durable link readers paste into
// runbooks. The wrapper keeps Starlight's `sl-heading-wrapper` class, which its table of contents
// observes to highlight the current section.
import { fileURLToPath } from 'node:url';
import type { HastPluginEntry } from 'satteri';
import type { Lang } from '../../site/i18n/langs.ts';
import { PERMALINK_CLASS, PERMALINK_ICON_PATHS, permalinkHref, permalinkLabel } from '../../site/anchors/permalink.ts';

/** The language of a content file: content/docs/<lang>/…; other files get no links. */
export function langOfContentFile(path: string): Lang | undefined {
  const m = /[\\/]content[\\/]docs[\\/](en|ru)[\\/]/.exec(path);
  return m ? (m[1] as Lang) : undefined;
}

const icon = () => ({
  type: 'element' as const,
  tagName: 'svg',
  properties: {
    'aria-hidden': 'true',
    focusable: 'false',
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
  },
  children: PERMALINK_ICON_PATHS.map((d) => ({ type: 'element' as const, tagName: 'path', properties: { d }, children: [] })),
});

export function permalinks(base: string): HastPluginEntry {
  return ({ fileURL }) => {
    const lang = fileURL ? langOfContentFile(fileURLToPath(fileURL)) : undefined;
    if (!lang) return null;
    return {
      name: 'kb-permalinks',
      element: {
        filter: ['h2', 'h3', 'h4', 'h5', 'h6'],
        visit(node, ctx) {
          const id = node.properties?.id;
          if (typeof id !== 'string' || !id) return;
          ctx.wrapNode(node, {
            type: 'element',
            tagName: 'div',
            properties: { class: `sl-heading-wrapper level-${node.tagName}` },
            children: [
              {
                type: 'element',
                tagName: 'a',
                properties: {
                  class: PERMALINK_CLASS,
                  href: permalinkHref(base, lang, id),
                  'aria-label': permalinkLabel(lang, ctx.textContent(node)),
                  'data-permalink': id,
                },
                children: [icon()],
              },
            ],
          });
        },
      },
    };
  };
}
