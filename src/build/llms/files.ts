// The agent-readable files: each page's Markdown copy, and per language llms.txt (the index, in the
// llmstxt.org layout: title, summary, a list of links) and llms-full.txt (every page in one file);
// the root llms.txt names both languages.
import { checkedStamp } from '../../site/i18n/checked.ts';
import type { Lang } from '../../site/i18n/langs.ts';
import { ui } from '../../site/i18n/ui-strings.ts';
import { mdxToMarkdown } from './mdx-to-markdown.ts';
import type { SourcePage } from './pages.ts';
import { renderers, type ScenarioSummary } from './renderers.ts';
import { LLMS_FULL, LLMS_INDEX, markdownPathOf, pagePath } from './urls.ts';

/** site + base, with a trailing slash: every URL in the files is absolute, so a copy works anywhere. */
export type SiteRoot = string;

const pageUrl = (root: SiteRoot, p: Pick<SourcePage, 'lang' | 'slug'>) => `${root}${pagePath(p.lang, p.slug)}`;
export const markdownUrl = (root: SiteRoot, p: Pick<SourcePage, 'lang' | 'slug'>) => markdownPathOf(pageUrl(root, p));

/** One page: title, summary, where the page is, the versions it was checked against, then its body. */
export function pageMarkdown(page: SourcePage, root: SiteRoot, scenarios: ReadonlyMap<string, ScenarioSummary>, onUnknown?: (name: string) => void): string {
  const url = pageUrl(root, page);
  const head = [
    `# ${page.title}`,
    '',
    ...(page.description ? [`> ${page.description}`, ''] : []),
    ...(page.checked ? [checkedStamp(page.checked, page.lang), ''] : []),
    ui(page.lang, 'kb.llms.source', { url }),
    '',
  ];
  return `${head.join('\n')}\n${mdxToMarkdown(page.body, renderers({ lang: page.lang, pageUrl: url, scenarios, onUnknown }))}`;
}

export function llmsIndex(lang: Lang, pages: SourcePage[], root: SiteRoot, others: Lang[]): string {
  return [
    `# ${ui(lang, 'kb.llms.site')}`,
    '',
    `> ${ui(lang, 'kb.llms.summary')}`,
    '',
    ui(lang, 'kb.llms.howToCite', { go: `${root}${lang}/go/` }),
    '',
    `## ${ui(lang, 'kb.llms.pages')}`,
    '',
    ...pages.map((p) => `- [${p.title}](${markdownUrl(root, p)})${p.description ? `: ${p.description}` : ''}`),
    '',
    '## Optional',
    '',
    `- [${LLMS_FULL}](${root}${lang}/${LLMS_FULL}): ${ui(lang, 'kb.llms.full')}`,
    ...others.map((o) => `- [${ui(o, 'kb.llms.site')} (${o})](${root}${o}/${LLMS_INDEX})`),
    '',
  ].join('\n');
}

export const llmsFull = (markdowns: string[]): string => `${markdowns.map((m) => m.trim()).join('\n\n---\n\n')}\n`;

/** The root index: one section per language, each naming that language's two files. */
export function rootIndex(langs: Lang[], root: SiteRoot): string {
  return [
    `# ${langs.map((l) => ui(l, 'kb.llms.site')).join(' / ')}`,
    '',
    `> ${ui(langs[0], 'kb.llms.summary')}`,
    '',
    ...langs.flatMap((l) => [
      `## ${ui(l, 'kb.llms.language')}`,
      '',
      `- [${LLMS_INDEX}](${root}${l}/${LLMS_INDEX}): ${ui(l, 'kb.llms.index')}`,
      `- [${LLMS_FULL}](${root}${l}/${LLMS_FULL}): ${ui(l, 'kb.llms.fullAll')}`,
      '',
    ]),
  ].join('\n');
}
