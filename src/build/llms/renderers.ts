// What each MDX component becomes in a page's Markdown copy, in the page's language: a diagram its
// title and text alternative, a scenario its published step links (the permanent ones a runbook cites),
// the glossary its terms with their permanent ids, a callout a GitHub-style alert.
import { existsSync, readFileSync } from 'node:fs';
import type { Lang } from '../../site/i18n/langs.ts';
import { ui } from '../../site/i18n/ui-strings.ts';
import { DIAGRAM_DIR, parseDiagramSpec } from '../diagrams/spec.ts';
import { loadTerms, termAnchor, termHref } from '../glossary/terms.ts';
import { codeFlags, groupByLetter } from '../glossary/layout.ts';
import { createRun, parseLink } from '../../model/engine/index.ts';
import { loadWords } from '../../model/engine/words-files.ts';
import { loadLinkContract } from '../../model/engine/contract.ts';
import { loadScenarioDef } from '../../model/scenarios/registry.ts';
import { absoluteLinks, type Renderers } from './mdx-to-markdown.ts';
import { runbookMarkdown } from './runbook.ts';
import { type ProcedureData, procedureData } from '../../player/procedure/data.ts';
import { fileName, render } from '../../site/alerts/rules.ts';
import { rulesSource } from '../alerts/source.ts';

/** A scenario in one language: its title and description, and each published step link with its summary. */
export interface ScenarioSummary {
  title: string;
  description: string;
  links: Array<{ steps: string; summary: string }>;
  /** A procedure's runbook, as the page's "Copy as runbook" shows it. */
  runbook?: ProcedureData['runbook'];
}

/** Brackets in link text would end it early. */
const linkText = (text: string) => text.replace(/[[\]]/g, '\\$&');

/**
 * The published links of a scenario (content/step-links.json), each summed up in one line in the page's
 * language: the step it opens, as the player's button names it, and the states of the instances the link
 * is about (its `expect`), replayed on the engine so a renamed event or state reads as the player shows it
 * now. In English the contract's note, written by hand, comes first.
 */
export async function scenarioSummary(id: string, lang: Lang): Promise<ScenarioSummary> {
  const contract = loadLinkContract()[id];
  const base = await loadScenarioDef(id);
  const def = { ...base, aliases: { ...base.aliases, ...contract?.eventAliases } };
  const words = loadWords(def, lang);
  const links = (contract?.links ?? []).map((link) => {
    const run = createRun(def, words);
    run.replay(parseLink(def, link.steps).events);
    const view = run.view();
    const states = Object.keys(link.expect)
      .map((key) => view.instances.find((i) => i.id === key))
      .filter((i) => i !== undefined)
      .map((i) => `${i.label}: ${i.stateTitle}`);
    // view.steps[0] is the start; the player counts the steps after it ("Step 1 of 8").
    const step = ui(lang, 'kb.llms.stepSummary', { n: String(view.steps.length - 1), label: view.steps.at(-1)?.label ?? '', states: states.join('; ') });
    const summary = lang === 'en' && link.note ? `${link.note}. ${step}` : step;
    return { steps: link.steps, summary: linkText(summary) };
  });
  const runbook = (await procedureData(id, lang))?.runbook;
  return { title: words.scenario.title, description: words.scenario.description.trim(), links, ...(runbook ? { runbook } : {}) };
}

/** The scenarios a set of page bodies uses. */
export const scenarioIds = (bodies: string[]): string[] => [...new Set(bodies.flatMap((b) => [...b.matchAll(/<Scenario\s+id="([^"]+)"/g)].map((m) => m[1])))];

const ASIDE_KINDS: Record<string, string> = { note: 'NOTE', tip: 'TIP', caution: 'WARNING', danger: 'CAUTION' };

export interface PageContext {
  lang: Lang;
  /** The page's absolute URL (with trailing slash): relative links resolve against it. */
  pageUrl: string;
  scenarios: ReadonlyMap<string, ScenarioSummary>;
  onUnknown?: (name: string) => void;
}

export function renderers(ctx: PageContext): Renderers {
  const { lang, pageUrl } = ctx;
  const url = (href: string) => new URL(href, pageUrl).href;
  return {
    url,
    diagram(id) {
      const file = `${DIAGRAM_DIR}/${id}.yaml`;
      if (!existsSync(file)) return [];
      const spec = parseDiagramSpec(id, readFileSync(file, 'utf8'));
      return [`**${ui(lang, 'kb.llms.diagram', { title: spec.title[lang].trim() })}**`, '', spec.description[lang].trim().replace(/\s*\n\s*/g, ' '), ''];
    },
    scenario(id) {
      const s = ctx.scenarios.get(id);
      if (!s) return [];
      const lines = [`**${ui(lang, 'kb.scenario.region', { title: s.title })}**`, '', s.description.replace(/\s*\n\s*/g, ' '), ''];
      if (s.links.length) {
        lines.push(ui(lang, 'kb.llms.stepLinks'), '');
        for (const l of s.links) lines.push(`- [${l.summary}](${url(`?${id}=${l.steps}`)})`);
        lines.push('');
      }
      if (s.runbook) lines.push(...runbookMarkdown(id, s.runbook, lang, url), '');
      return lines;
    },
    glossary() {
      const other: Lang = lang === 'ru' ? 'en' : 'ru';
      return groupByLetter(loadTerms(), lang).flatMap((g) => [
        `## ${g.letter}`,
        '',
        ...g.terms.flatMap((term) => [
          `### ${term[lang]} {#${termAnchor(term)}}`,
          '',
          ...(term[other] !== term[lang] ? [`${other}: ${term[other]}`, ''] : []),
          `${absoluteLinks(codeFlags(term.definition[lang].trim()), url)} [${ui(lang, 'kb.glossary.readMore')}](${url(termHref(term))})`,
          '',
        ]),
      ]);
    },
    alertRules() {
      // The page's block and its downloads, for this site in the page's language (a page is /<lang>/<slug>/).
      const root = url('../../').replace(/\/$/, '');
      const link = (form: 'prometheusrule' | 'rules', key: 'kb.alerts.prometheusRule' | 'kb.alerts.rulesFile') => `[${ui(lang, key)}](${url(`../../downloads/${fileName(lang, form)}`)})`;
      return [
        `${ui(lang, 'kb.alerts.download')} ${link('prometheusrule', 'kb.alerts.prometheusRule')}, ${link('rules', 'kb.alerts.rulesFile')}.`,
        '',
        '```yaml',
        ...render(rulesSource(), root, lang, 'rules').replace(/\n+$/, '').split('\n'),
        '```',
        '',
      ];
    },
    aside(type, title) {
      return [`[!${ASIDE_KINDS[type] ?? 'NOTE'}]`, ...(title ? [`**${title}**`] : []), ''];
    },
    unknown: ctx.onUnknown,
  };
}
