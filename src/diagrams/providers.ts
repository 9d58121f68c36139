// Diagram sources beyond content/diagrams/*.yaml. Scenario statecharts are added here.
import type { JobProvider } from './jobs.ts';
import { componentJobs } from './component-jobs.ts';
import { scenarioJobs } from './scenario-jobs.ts';

export const providers: JobProvider[] = [scenarioJobs, componentJobs];
