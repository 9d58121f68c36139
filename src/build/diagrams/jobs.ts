// Every diagram the site shows, as render jobs: one per diagram and language.
import { LANGS, type Lang } from '../../site/i18n/langs.ts';
import { type DiagramSpec, loadDiagramSpecs, localizeSource } from './spec.ts';
import type { RenderJob } from './cache.ts';

export function svgIdFor(diagramId: string, lang: Lang): string {
  return `d-${diagramId}-${lang}`;
}

export function jobFor(spec: DiagramSpec, lang: Lang): RenderJob {
  return { svgId: svgIdFor(spec.id, lang), source: localizeSource(spec, lang) };
}

/** Extra diagram sources (e.g. statecharts generated from scenario machines) register here. */
export type JobProvider = () => RenderJob[] | Promise<RenderJob[]>;

export async function allJobs(providers: JobProvider[] = []): Promise<RenderJob[]> {
  const jobs = loadDiagramSpecs().flatMap((spec) => LANGS.map((lang) => jobFor(spec, lang)));
  for (const provide of providers) jobs.push(...(await provide()));
  return jobs;
}
