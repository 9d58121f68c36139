// Reader events as tokens (`type` or `type:value`), the text form step links and timelines use.
import { ADVANCE_SECONDS, CLOCK_ADVANCE, CLOCK_NEXT, type ParamValue, type ReaderEvent, type ReaderEventSpec } from './types.ts';

/** Longest clock jump a token may ask for (v1 links carry `clock.tick:7`, the buttons 1 s … 5 min). */
export const MAX_ADVANCE_SECONDS = 3600;

export const CLOCK_EVENTS: readonly ReaderEventSpec[] = [
  { type: CLOCK_ADVANCE, param: { name: 'seconds', values: [...ADVANCE_SECONDS] } },
  { type: CLOCK_NEXT },
];

export type TokenProblem = 'syntax' | 'unknown-event' | 'bad-param';

const TOKEN = /^([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)(?::([A-Za-z0-9_-]+))?$/;

export function paramName(specs: readonly ReaderEventSpec[], type: string): string | undefined {
  return [...specs, ...CLOCK_EVENTS].find((s) => s.type === type)?.param?.name;
}

export function tokenOf(specs: readonly ReaderEventSpec[], event: ReaderEvent): string {
  const name = paramName(specs, event.type);
  return name === undefined ? event.type : `${event.type}:${event[name]}`;
}

/** Reads one token; `aliases` maps retired whole tokens or event types to current ones. */
export function parseToken(
  specs: readonly ReaderEventSpec[],
  token: string,
  aliases: Readonly<Record<string, string>> = {},
): { ok: true; event: ReaderEvent } | { ok: false; reason: TokenProblem } {
  let m = TOKEN.exec(aliases[token] ?? token);
  if (!m) return { ok: false, reason: 'syntax' };
  if (aliases[m[1]]) {
    m = TOKEN.exec(m[2] === undefined ? aliases[m[1]] : `${aliases[m[1]]}:${m[2]}`);
    if (!m) return { ok: false, reason: 'syntax' };
  }
  const [, type, raw] = m;
  if (type === CLOCK_ADVANCE) {
    const seconds = Number(raw);
    if (raw === undefined || !/^[0-9]+$/.test(raw) || seconds < 1 || seconds > MAX_ADVANCE_SECONDS) return { ok: false, reason: 'bad-param' };
    return { ok: true, event: { type, seconds } };
  }
  const spec = [...specs, ...CLOCK_EVENTS].find((s) => s.type === type);
  if (!spec) return { ok: false, reason: 'unknown-event' };
  if (!spec.param) return raw === undefined ? { ok: true, event: { type } } : { ok: false, reason: 'bad-param' };
  const value: ParamValue | undefined = spec.param.values.find((v) => String(v) === raw);
  if (value === undefined) return { ok: false, reason: 'bad-param' };
  return { ok: true, event: { type, [spec.param.name]: value } };
}

export function sameEvent(a: ReaderEvent, b: ReaderEvent): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}
