// Kubernetes and etcd component names (kube-apiserver, kube-controller-manager, etcd-backup.service,
// apiserver-etcd-client.crt, --etcd-servers…) break at their hyphen in narrow columns: "kube-" ends
// one line and "apiserver" starts the next. The names are found here and kept whole by a no-wrap
// span; the text itself is unchanged (no U+2011), so copy, search and screen readers see the same
// characters.

/** A hyphenated token (a flag's leading "--" included), not starting inside another word. */
const TOKEN = /(?<![\p{L}\p{N}_.-])(?:--)?[A-Za-z0-9_][A-Za-z0-9_.]*(?:-[A-Za-z0-9_.]+)+/gu;
/** …that holds a component prefix, which is where the unwanted break happens. */
const COMPONENT = /(?:^|-)(?:kube|etcd|cloud)-[A-Za-z0-9]/;

export type Piece = { text: string; name: boolean };

/** Splits text into plain pieces and component names; a text without names is one plain piece. */
export function splitComponentNames(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    const name = m[0].replace(/\.+$/, ''); // the full stop ending a sentence is not part of it
    if (!COMPONENT.test(name)) continue;
    if (m.index > last) pieces.push({ text: text.slice(last, m.index), name: false });
    pieces.push({ text: name, name: true });
    last = m.index + name.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), name: false });
  return pieces;
}

export const NOWRAP_CLASS = 'kb-nowrap';

/** The same for a string that is already HTML (LinkCard titles and descriptions): text between tags only. */
export function nowrapNamesInHtml(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : splitComponentNames(part)
            .map((p) => (p.name ? `<span class="${NOWRAP_CLASS}">${p.text}</span>` : p.text))
            .join(''),
    )
    .join('');
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text to HTML with the names wrapped (for text our components render themselves). */
export function nowrapNamesHtml(text: string): string {
  return splitComponentNames(text)
    .map((p) => (p.name ? `<span class="${NOWRAP_CLASS}">${escapeHtml(p.text)}</span>` : escapeHtml(p.text)))
    .join('');
}
