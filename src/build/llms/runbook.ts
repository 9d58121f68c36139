// A procedure scenario's runbook in a page's Markdown copy: what "Copy as runbook" shows on the page
// (src/site/components/Runbook.astro), as a numbered list: each step's title, the permanent link to its
// step in the player, and its command; where etcd 3.5 needs another command, both under their captions.
import type { Lang } from '../../site/i18n/langs.ts';
import { ui } from '../../site/i18n/ui-strings.ts';
import type { ProcedureData } from '../../player/procedure/data.ts';
import { VERSION_LABELS } from '../../player/procedure/ui.ts';
import { absoluteLinks } from './mdx-to-markdown.ts';

type Runbook = ProcedureData['runbook'];

const fenced = (code: string): string[] => {
  // A fence longer than any backtick run in the command, so the command never closes it.
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return [`${fence}bash`, ...code.split('\n'), fence];
};

/** `url` resolves a page-relative href (`#x`, `?id=…`, `../page/`) to an absolute URL. */
export function runbookMarkdown(id: string, runbook: Runbook, lang: Lang, url: (href: string) => string): string[] {
  const differs35 = runbook.items.some((i) => i.command.etcd35 !== undefined);
  // "Runbook: …" unless the title says so already ("Runbook при медленном диске etcd").
  const heading = /runbook/i.test(runbook.title) ? runbook.title : ui(lang, 'kb.llms.runbook', { title: runbook.title });
  const lines = [`**[${heading}](${url(`#${id}-runbook`)})**`, '', absoluteLinks(runbook.intro.trim(), url), ''];
  if (!differs35) lines.push(ui(lang, 'kb.procedure.sameAllVersions'), '');
  for (const item of runbook.items) {
    const marker = `${item.n}. `;
    const pad = ' '.repeat(marker.length);
    const step = `[${ui(lang, 'kb.procedure.openStep', { n: String(item.step) })}](${url(`?${id}=${item.link}`)})`;
    lines.push(`${marker}${absoluteLinks(item.title, url)} (${step})`, '');
    const versions: Array<{ label?: string; code: string }> = item.command.etcd35 === undefined ? [{ code: item.command.etcd36 }] : [{ label: VERSION_LABELS.etcd36, code: item.command.etcd36 }, { label: VERSION_LABELS.etcd35, code: item.command.etcd35 }];
    for (const v of versions) {
      if (v.label) lines.push(`${pad}**${v.label}**`, '');
      lines.push(...fenced(v.code).map((l) => (l ? pad + l : '')), '');
    }
  }
  return lines;
}
