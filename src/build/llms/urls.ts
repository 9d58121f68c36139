// Where the agent-readable copies live. Published for years like the pages: never change these paths.
// A page /<lang>/<slug>/ has its Markdown beside its index.html, at /<lang>/<slug>/index.md: every static
// host serves it as a plain file, and the page's relative links resolve from it exactly as from the HTML.

/** The Markdown copy of a page, from the page's own URL path (trailing slash, as the site builds them). */
export const markdownPathOf = (pagePath: string): string => `${pagePath.endsWith('/') ? pagePath : `${pagePath}/`}index.md`;

/** A page's path below base: `en/` for the landing page (slug `index`), `en/raft-ha/` otherwise. */
export const pagePath = (lang: string, slug: string): string => (slug === 'index' ? `${lang}/` : `${lang}/${slug}/`);

export const LLMS_INDEX = 'llms.txt';
export const LLMS_FULL = 'llms-full.txt';

/** Every agent-readable file below base, for the sitemap: the root index, per language both lists and each page. */
export function agentFilePaths(pages: ReadonlyArray<{ lang: string; slug: string }>): string[] {
  const langs = [...new Set(pages.map((p) => p.lang))];
  return [
    LLMS_INDEX,
    ...langs.flatMap((l) => [`${l}/${LLMS_INDEX}`, `${l}/${LLMS_FULL}`]),
    ...pages.map((p) => markdownPathOf(pagePath(p.lang, p.slug))),
  ];
}
