// Diagram sources beyond content/diagrams/*.yaml: the statechart of each component type (engine v2).
import type { JobProvider } from './jobs.ts';
import { componentJobs } from './component-jobs.ts';

export const providers: JobProvider[] = [componentJobs];
