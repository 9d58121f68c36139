// Diagram sources beyond content/diagrams/*.yaml: the statechart of each component type.
import { componentJobs } from './component-jobs.ts';
import type { JobProvider } from './jobs.ts';

export const providers: JobProvider[] = [componentJobs];
