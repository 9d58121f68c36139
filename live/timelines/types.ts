// The curated-timeline format is the engine's (src/model/engine/timeline.ts); the live driver plays the same
// timelines against a real etcd.
export { statePrefixMatches, type Timeline as LiveTimeline, type TimelineAnswer, type TimelineStep } from '../../src/model/engine/timeline.ts';
