// The alert rules' language and site-address toggle. Without JavaScript the fields stay hidden and the
// links download the static files for this build's site. With it, another language puts that language's
// rules file in the code block (its texts and links), a site address rewrites every runbook_url in the
// block (its text and the copy button's data-code), and the links point at the chosen language's static
// files. Blob downloads for another address are not offered: Chromium fetches a blob: download
// under default-src, and the site's policy allows only 'self' there.
import { type Lang, fileName, servedRoot } from './rules.ts';

/** A reader's address for the site: an http(s) URL, kept with its path, without a trailing slash. */
export function readRoot(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

function swapText(block: HTMLElement, from: string, to: string): void {
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeValue?.includes(from)) n.nodeValue = n.nodeValue.split(from).join(to);
  }
  for (const button of block.querySelectorAll<HTMLElement>('[data-code]')) button.dataset.code = (button.dataset.code ?? '').split(from).join(to);
}

/**
 * The block's whole text for another language: its rules file, fetched from this site (the CSP allows
 * 'self'), as plain lines (Expressive Code's colours are a build-time rendering), and the copy button's
 * text (Expressive Code writes its line breaks as U+007F).
 */
function replaceText(block: HTMLElement, text: string): void {
  const lines = text.replace(/\n+$/, '').split('\n');
  block.querySelector('pre > code')?.replaceChildren(
    ...lines.map((l) => {
      const line = Object.assign(document.createElement('div'), { className: 'ec-line' });
      line.append(Object.assign(document.createElement('div'), { className: 'code', textContent: l }));
      return line;
    }),
  );
  for (const button of block.querySelectorAll<HTMLElement>('[data-code]')) button.dataset.code = lines.join('\u007f');
}

function wire(box: HTMLElement): void {
  const form = box.querySelector<HTMLFieldSetElement>('[data-alert-toggle]');
  const code = box.querySelector<HTMLElement>('.expressive-code');
  if (!form || !code) return;
  const mirror = box.querySelector<HTMLElement>('[data-alert-mirror]');
  const links = [...box.querySelectorAll<HTMLAnchorElement>('a[data-form]')];
  const rulesLink = links.find((a) => a.dataset.form === 'rules');
  // What the block holds now: its texts' language, and the prefix of its runbook links.
  let textLang = box.dataset.lang as Lang;
  let shown = `${box.dataset.root}/${textLang}/go/`;
  // Each change is a version; a fetch that a later change overtook is dropped.
  let version = 0;
  const update = async () => {
    const v = ++version;
    const lang = (form.elements.namedItem('lang') as HTMLSelectElement).value as Lang;
    const input = form.elements.namedItem('root') as HTMLInputElement;
    const root = readRoot(input.value);
    input.setAttribute('aria-invalid', String(!root));
    for (const link of links) {
      const kind = link.dataset.form === 'rules' ? 'rules' : 'prometheusrule';
      link.setAttribute('href', (link.getAttribute('href') ?? '').replace(/[^/]*$/, fileName(lang, kind)));
      link.download = fileName(lang, kind);
    }
    if (lang !== textLang && rulesLink) {
      // The download of that language: its summaries and descriptions, with links on the build's address.
      const text = await fetch(rulesLink.href).then((r) => (r.ok ? r.text() : undefined), () => undefined);
      if (v !== version) return;
      if (text !== undefined) {
        replaceText(code, text);
        textLang = lang;
        shown = `${box.dataset.root}/${lang}/go/`;
      }
    }
    if (!root) return;
    const next = `${root}/${lang}/go/`;
    swapText(code, shown, next);
    shown = next;
    box.dataset.shownRoot = root;
    box.dataset.shownLang = lang;
    if (mirror) mirror.hidden = root === box.dataset.root;
  };
  form.addEventListener('input', update);
  form.hidden = false;
  // Served from another address than the build's SITE (a mirror, a preview, a local copy): the runbook
  // links start out on the address the reader is on, as "Copy link" does; the note says the downloads
  // keep the build's address.
  const served = servedRoot(box.dataset.root ?? '', location.href);
  if (served && served !== box.dataset.root) {
    (form.elements.namedItem('root') as HTMLInputElement).value = served;
    void update();
  }
}

for (const box of document.querySelectorAll<HTMLElement>('[data-alert-rules]')) wire(box);
