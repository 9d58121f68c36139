// Build-time reshaping of Markdown tables in the built HTML (see integration.ts):
// - each table gets a scroll frame (`.kb-table`), so a table that is still too wide scrolls inside
//   it with a visible cue instead of losing its right-hand columns;
// - every body cell gets `data-label` with its column header, so on a phone a table can reflow
//   into one card per row (tables.css) and each value keeps its name;
// - a column whose every cell is a single link is marked, so CSS can keep it narrow but never
//   let it be the one that falls off; a column of long identifiers (metric names) is marked so it
//   is not squeezed to one word per line.
// Markdown tables come out of the renderer as bare `<table>` with plain `<th>`/`<td>` (alignment
// may add a style attribute); anything with a class is someone else's table and is left alone.

const TABLE = /<table>([\s\S]*?)<\/table>/g;
const ROW = /<tr\b[^>]*>([\s\S]*?)<\/tr>/g;
const CELL = /<(th|td)\b([^>]*)>([\s\S]*?)<\/\1>/g;
const ONLY_LINK = /^\s*<a\b[^>]*>[\s\S]*?<\/a>\s*$/;
const ONLY_CODE = /^\s*<code\b[^>]*>[^<]*<\/code>\s*$/;

export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x3C;|&lt;/g, '<')
    .replace(/&#x3E;|&gt;/g, '>')
    .replace(/&quot;|&#x22;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;|&#xA0;|&#160;/g, ' ')
    .replace(/&amp;|&#x26;|&#38;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Long identifiers in table cells (`/registry/pods/default/nginx`, `etcd_disk_wal_fsync_duration_seconds`)
 * are single words to the browser, so they set the column's minimum width and push the table past
 * the column. A <wbr> after each `/`, `_` and `=` (between a flag and its value), and between the
 * words of a long CamelCase name (`CreateContainerConfigError`), lets them wrap where a reader expects; it adds no
 * character, so what a reader copies is unchanged. Only text between tags is touched: a code element
 * may hold the no-wrap spans of component names (`/registry/leases/<span>kube-system</span>/…`).
 */
export function breakableCode(cellHtml: string): string {
  return cellHtml.replace(/(<code\b[^>]*>)((?:(?!<\/code>)[\s\S])*)(<\/code>)/g, (m, open: string, inner: string, close: string) =>
    textOf(inner).length <= 10
      ? m
      : `${open}${inner
          .split(/(<[^>]*>)/)
          .map((part, i, all) =>
            i % 2 === 1
              ? part
              : part
                  // Also before a tag that follows (the next name's span), not before the closing one.
                  .replace(i < all.length - 1 ? /([/_=])(?=[^/_=\s]|$)/g : /([/_=])(?=[^/_=\s])/g, '$1<wbr>')
                  .replace(/([a-z])(?=[A-Z][a-z])/g, '$1<wbr>'),
          )
          .join('')}${close}`,
  );
}

/** The words after which a component name must not break ("kube-" / "apiserver"). */
const PREFIX_WORD = /^(?:--)?(?:kube|etcd|cloud)-$/;

/**
 * A component name is one no-wrap span (src/site/text/component-names.ts), so in a table column a long one
 * (`kube-etcd-healthcheck-client`, `apiserver-etcd-client.crt`) is as wide as the column can get. In a
 * cell it may still break at a hyphen that does not follow a component prefix: `apiserver-` /
 * `etcd-client.crt`, never `kube-` / `apiserver`. Each unbreakable run keeps its own no-wrap span.
 */
export function breakableNames(cellHtml: string): string {
  return cellHtml.replace(/<span class="kb-nowrap">([^<]*)<\/span>/g, (m, name: string) => {
    const parts = name.match(/^(?:--)?[^-]*-|[^-]+-|[^-]+$/g) ?? [name];
    const runs: string[] = [];
    let run = '';
    for (const part of parts) {
      run += part;
      if (part.endsWith('-') && !PREFIX_WORD.test(part)) {
        runs.push(run);
        run = '';
      }
    }
    if (run) runs.push(run);
    return runs.length < 2 ? m : runs.map((r) => `<span class="kb-nowrap">${r}</span>`).join('<wbr>');
  });
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function cellsOf(rowHtml: string): { tag: string; attrs: string; inner: string }[] {
  return [...rowHtml.matchAll(CELL)].map((m) => ({ tag: m[1], attrs: m[2], inner: m[3] }));
}

function withClass(attrs: string, cls: string): string {
  return /\sclass="/.test(attrs) ? attrs.replace(/\sclass="/, ` class="${cls} `) : `${attrs} class="${cls}"`;
}

export function reshapeTable(inner: string): string {
  const head = /<thead\b[^>]*>([\s\S]*?)<\/thead>/.exec(inner);
  const headerRow = head ? [...head[1].matchAll(ROW)][0] : undefined;
  const headers = headerRow ? cellsOf(headerRow[1]).map((c) => textOf(c.inner)) : [];
  const body = /<tbody\b[^>]*>([\s\S]*?)<\/tbody>/.exec(inner)?.[1] ?? '';
  const rows = [...body.matchAll(ROW)].map((m) => cellsOf(m[1]));
  const cols = Math.max(headers.length, ...rows.map((r) => r.length), 0);
  const linkCol = Array.from({ length: cols }, (_, i) => rows.length > 0 && rows.every((r) => !r[i] || ONLY_LINK.test(r[i].inner) || r[i].inner.trim() === ''));
  // A column of long identifiers (metric names): wide enough that each breaks at most once or twice.
  const longest = (i: number) => Math.max(0, ...rows.map((r) => (r[i] && ONLY_CODE.test(r[i].inner) ? textOf(r[i].inner).length : -1)));
  const identCol = Array.from({ length: cols }, (_, i) => rows.length > 0 && rows.every((r) => r[i] && ONLY_CODE.test(r[i].inner)) && longest(i) > 24);

  const mark = (html: string, isBody: boolean) =>
    html.replace(ROW, (row, cellsHtml: string) => {
      let i = 0;
      const out = cellsHtml.replace(CELL, (_m, tag: string, attrs: string, content: string) => {
        const col = i++;
        let a = attrs;
        if (linkCol[col]) a = withClass(a, 'kb-cell--link');
        if (identCol[col]) a = withClass(a, 'kb-cell--ident');
        if (isBody && headers[col]) a += ` data-label="${escapeAttr(headers[col])}"`;
        return `<${tag}${a}>${breakableNames(breakableCode(content))}</${tag}>`;
      });
      return row.replace(cellsHtml, () => out);
    });

  const reshaped = inner
    .replace(/<thead\b[^>]*>[\s\S]*?<\/thead>/, (h) => mark(h, false))
    .replace(/<tbody\b[^>]*>[\s\S]*?<\/tbody>/, (b) => mark(b, true));
  const cards = cols >= 2 && headers.length === cols ? ' kb-table--cards' : '';
  const link = cols >= 2 && linkCol.some(Boolean) ? ' kb-table--link' : '';
  return `<div class="kb-table${cards}${link}" data-cols="${cols}"><table>${reshaped}</table></div>`;
}

/** Reshapes every Markdown table of one built page. */
export function reshapeTables(html: string): string {
  return html.replace(TABLE, (_m, inner: string) => reshapeTable(inner));
}
