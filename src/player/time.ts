// Simulated time as a reader reads it: "t+1.5 s", "t+2 min 10 s", "t+1 h 5 min" (Russian: "t+1,5 с").
// Unit words come from the page's UI strings; numbers use the page language's decimal mark.
import { fill } from './ui.ts';

export interface TimeUnits {
  /** "{{n}} s" */
  seconds: string;
  /** "{{n}} min" */
  minutes: string;
  /** "{{n}} h" */
  hours: string;
}

const formatters = new Map<string, Intl.NumberFormat>();
function num(n: number, lang: string): string {
  let f = formatters.get(lang);
  if (!f) formatters.set(lang, (f = new Intl.NumberFormat(lang, { maximumFractionDigits: 1, useGrouping: false })));
  return f.format(n);
}

/**
 * A duration in ms, in words split into hours, minutes and seconds ("1 min 30 s"), to a tenth of a
 * second; parts joined by non-breaking spaces. The engine's formatDuration (words.ts) writes one unit.
 */
export function formatDurationHms(ms: number, lang: string, units: TimeUnits): string {
  const tenths = Math.round(ms / 100);
  const totalS = tenths / 10;
  if (totalS < 60) return fill(units.seconds, { n: num(totalS, lang) });
  const h = Math.floor(totalS / 3600);
  const m = Math.floor((totalS - h * 3600) / 60);
  const s = Math.round((totalS - h * 3600 - m * 60) * 10) / 10;
  const parts: string[] = [];
  if (h) parts.push(fill(units.hours, { n: h }));
  if (m || (h && s)) parts.push(fill(units.minutes, { n: m }));
  if (s && !h) parts.push(fill(units.seconds, { n: num(s, lang) }));
  return parts.join('\u00a0');
}

/** "t+…": the simulated clock. */
export function formatClock(ms: number, lang: string, units: TimeUnits): string {
  return `t+${formatDurationHms(ms, lang, units)}`;
}
