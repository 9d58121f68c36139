// Renders what the cache lacks, in one browser session, and prunes what no diagram needs.
import { performance } from 'node:perf_hooks';
import { type RenderJob, pruneCache, readCached, writeCached } from './cache.ts';
import { type JobProvider, allJobs } from './jobs.ts';
import { renderBatch } from './render.ts';

export interface BuildReport {
  total: number;
  rendered: number;
  pruned: number;
  ms: number;
}

export async function buildDiagrams(providers: JobProvider[] = []): Promise<BuildReport> {
  const start = performance.now();
  const jobs = await allJobs(providers);
  const missing: RenderJob[] = jobs.filter((job) => readCached(job) === undefined);
  const rendered = await renderBatch(missing);
  for (const [job, svg] of rendered) writeCached(job, svg);
  const pruned = pruneCache(jobs);
  return { total: jobs.length, rendered: rendered.size, pruned: pruned.length, ms: performance.now() - start };
}

export function describe(r: BuildReport): string {
  return `diagrams: ${r.total} in use, ${r.rendered} rendered, ${r.total - r.rendered} from cache, ` +
    `${r.pruned} stale removed, ${Math.round(r.ms)} ms`;
}
