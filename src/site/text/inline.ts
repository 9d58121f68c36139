// The little markup narration text may use: `code` and [links](../page/#section). Parsed into tokens
// that the Astro fallback and the Preact island both render as elements, never as raw HTML.
import { nowrapNamesInHtml } from './component-names.ts';

export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'link'; text: string; href: string };

const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): InlineToken[] {
  const out: InlineToken[] = [];
  let last = 0;
  for (const m of source.matchAll(INLINE)) {
    if (m.index > last) out.push({ kind: 'text', text: source.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ kind: 'code', text: m[1] });
    else out.push({ kind: 'link', text: m[2], href: m[3] });
    last = m.index + m[0].length;
  }
  if (last < source.length) out.push({ kind: 'text', text: source.slice(last) });
  return out;
}

/** `../<slug>/#id` on page <slug> becomes `#id`: the reader stays on the page and keeps the step in the URL. */
export function localHref(href: string, pageSlug: string | undefined): string {
  const m = /^\.\.\/([a-z0-9-]+)\/(#[A-Za-z0-9_-]+)?$/.exec(href);
  if (m && pageSlug && m[1] === pageSlug && m[2]) return m[2];
  return href;
}

/** Text without markup (for aria-live announcements and SVG descriptions). */
export function plainText(source: string): string {
  return parseInline(source).map((t) => t.text).join('');
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Server-side rendering of the same tokens, escaped. A component name never breaks after "kube-"
 * (component-names.ts), in text or in inline code (`--etcd-servers`), as in the page's prose.
 */
export function inlineHtml(source: string, pageSlug?: string): string {
  return parseInline(source)
    .map((t) =>
      t.kind === 'code'
        ? `<code>${nowrapNamesInHtml(escapeHtml(t.text))}</code>`
        : t.kind === 'link'
          ? `<a href="${escapeHtml(localHref(t.href, pageSlug))}">${escapeHtml(t.text)}</a>`
          : nowrapNamesInHtml(escapeHtml(t.text)),
    )
    .join('');
}
