// Sätteri hast plugin: wraps component names in prose and inline code in <span class="kb-nowrap">,
// so "kube-apiserver" never breaks after "kube-" (see component-names.ts). Also in the title and
// description of Starlight's LinkCard, which it renders as HTML. Code blocks are left to Expressive
// Code; SVG and scripts are not text a reader wraps.
import type { HastPluginEntry } from 'satteri';
import { NOWRAP_CLASS, nowrapNamesInHtml, splitComponentNames } from '../../site/text/component-names.ts';

const SKIP = new Set(['pre', 'script', 'style', 'svg', 'math', 'textarea']);

export function nowrapComponentNames(): HastPluginEntry {
  return {
    name: 'kb-nowrap-component-names',
    text(node, ctx) {
      if (!/(?:kube|etcd|cloud)-/.test(node.value)) return;
      for (let p = ctx.parent(node); p && p.type === 'element'; p = ctx.parent(p)) {
        if (SKIP.has(p.tagName)) return;
        if (p.properties?.class === NOWRAP_CLASS) return;
      }
      const pieces = splitComponentNames(node.value);
      if (!pieces.some((p) => p.name)) return;
      ctx.replaceNode(
        node,
        pieces.map((p) =>
          p.name
            ? { type: 'element', tagName: 'span', properties: { class: NOWRAP_CLASS }, children: [{ type: 'text', value: p.text }] }
            : { type: 'text', value: p.text },
        ),
      );
    },
    mdxJsxFlowElement: {
      filter: ['LinkCard'],
      visit(node, ctx) {
        for (const attr of node.attributes) {
          if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string') continue;
          if (attr.name !== 'title' && attr.name !== 'description') continue;
          const html = nowrapNamesInHtml(attr.value);
          if (html !== attr.value) ctx.setProperty(node, attr.name, html);
        }
      },
    },
  };
}
