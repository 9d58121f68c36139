// HTML validity of the built pages (html-validate, recommended rules), counted only for markup this
// project generates. Messages about markup a dependency renders are set aside, each rule with the
// upstream component that causes it, so an error in our own components, diagrams or scenario still
// fails — even under a rule that also fires on upstream markup.
import { HtmlValidate, type Message } from 'html-validate';
import { parse, type HTMLElement } from 'node-html-parser';

export const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Astro's HTML renderer writes void elements as `<meta />`; a style preference, not an error.
    'void-style': 'off',
  },
});

/** Upstream containers, per rule: a message whose element is inside one of them is not ours. */
export const UPSTREAM: Record<string, { selector: string; source: string }[]> = {
  'element-permitted-content': [
    { selector: '.expressive-code', source: 'Expressive Code renders each code line as a <div> inside <code>, and a <div> icon inside its copy <button>' },
    // The project writes no <style> element in the body; Astro writes this one before a page's first island.
    { selector: 'style', source: "Astro's island styles (astro/dist/runtime/server/astro-island-styles.js: astro-island{display:contents})" },
  ],
  'no-implicit-button-type': [
    { selector: '.expressive-code', source: 'Expressive Code copy button (@expressive-code/plugin-frames)' },
    { selector: 'site-search', source: 'Starlight components/Search.astro' },
    { selector: 'starlight-menu-button', source: 'Starlight components/MobileMenuToggle.astro' },
    { selector: '.sl-menu-button', source: 'Starlight components/MobileMenuToggle.astro' },
  ],
  'text-content': [{ selector: '.expressive-code', source: 'Expressive Code copy button: labelled by title, no text' }],
  'unique-landmark': [
    { selector: '.right-sidebar-container', source: 'Starlight components/PageFrame.astro and TableOfContents.astro' },
  ],
  'presentation-role-style': [{ selector: 'starlight-tabs', source: 'Starlight user-components/Tabs.astro' }],
  'no-inline-style': [{ selector: 'site-search', source: 'Starlight components/Search.astro (dialog)' }],
  'valid-id': [{ selector: 'h1#_top', source: 'Starlight components/PageTitle.astro and Hero.astro (id="_top")' }],
  'no-redundant-role': [{ selector: 'ol.sl-steps', source: 'Starlight user-components/Steps.astro (role="list" for Safari)' }],
};

/** The innermost element whose source range holds the message's offset (selectors with deep
 * :nth-child chains are not reliably resolvable; source offsets are). */
function elementAt(root: HTMLElement, offset: number): HTMLElement | null {
  let found: HTMLElement | null = null;
  const visit = (e: HTMLElement) => {
    for (const child of e.childNodes) {
      const c = child as HTMLElement;
      if (!c.rawTagName || !c.range) continue;
      if (c.range[0] <= offset && offset < c.range[1]) {
        found = c;
        visit(c);
        return;
      }
    }
  };
  visit(root);
  return found;
}

/** Matches the simple selectors UPSTREAM uses: `tag`, `.class`, `#id` and their combinations. */
function matches(e: HTMLElement, selector: string): boolean {
  const m = /^([a-z][a-z0-9-]*)?((?:[.#][A-Za-z0-9_-]+)*)$/.exec(selector);
  if (!m || !e.rawTagName) return false;
  if (m[1] && e.rawTagName.toLowerCase() !== m[1]) return false;
  return [...m[2].matchAll(/([.#])([A-Za-z0-9_-]+)/g)].every(([, kind, name]) =>
    kind === '.' ? e.classList.contains(name) : e.id === name,
  );
}

function isUpstream(root: HTMLElement, m: Message): boolean {
  const at = elementAt(root, m.offset);
  const places = UPSTREAM[m.ruleId];
  if (!places) return false;
  for (let e: HTMLElement | null = at; e?.rawTagName; e = e.parentNode as HTMLElement | null) {
    if (places.some(({ selector }) => matches(e!, selector))) return true;
  }
  return false;
}

export interface OwnError {
  file: string;
  rule: string;
  message: string;
  selector: string | null;
}

/** Errors html-validate reports in markup this project generates. */
export async function ownErrors(file: string, html: string): Promise<OwnError[]> {
  const report = await validator.validateString(html, file);
  const root = parse(html);
  return report.results.flatMap((r) =>
    r.messages.filter((m) => !isUpstream(root, m)).map((m) => ({ file, rule: m.ruleId, message: m.message, selector: m.selector })),
  );
}
