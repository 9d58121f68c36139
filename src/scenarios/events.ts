// The events a reader can send to a scenario, each parameter value spelled out, and their compact
// text form ("token") used in step links: `type` or `type:value`, e.g. `member.stop:m2`.

export type ParamValue = string | number;

export interface EventSpec {
  readonly type: string;
  readonly param?: { readonly name: string; readonly values: readonly ParamValue[] };
}

export type ScenarioEvent = { type: string } & { [param: string]: ParamValue };

export function concreteEvents(specs: readonly EventSpec[]): ScenarioEvent[] {
  return specs.flatMap((s) =>
    s.param ? s.param.values.map((v) => ({ type: s.type, [s.param!.name]: v }) as ScenarioEvent) : [{ type: s.type }],
  );
}

export function specFor(specs: readonly EventSpec[], type: string): EventSpec | undefined {
  return specs.find((s) => s.type === type);
}

/** The event's parameter value, if its type takes one. */
export function paramOf(specs: readonly EventSpec[], event: ScenarioEvent): ParamValue | undefined {
  const spec = specFor(specs, event.type);
  return spec?.param ? event[spec.param.name] : undefined;
}

export function eventToken(specs: readonly EventSpec[], event: ScenarioEvent): string {
  const value = paramOf(specs, event);
  return value === undefined ? event.type : `${event.type}:${value}`;
}

const TOKEN = /^([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)(?::([A-Za-z0-9_-]+))?$/;

export type TokenResult =
  | { ok: true; event: ScenarioEvent }
  | { ok: false; reason: 'syntax' | 'unknown-event' | 'bad-param' };

/**
 * Reads one token. `aliases` maps retired names to current ones, either whole tokens
 * (`member.kill:m2` → `member.stop:m2`) or event types (`member.kill` → `member.stop`).
 */
export function parseToken(
  specs: readonly EventSpec[],
  token: string,
  aliases: Readonly<Record<string, string>> = {},
): TokenResult {
  let current = aliases[token] ?? token;
  let m = TOKEN.exec(current);
  if (!m) return { ok: false, reason: 'syntax' };
  if (aliases[m[1]]) {
    current = m[2] === undefined ? aliases[m[1]] : `${aliases[m[1]]}:${m[2]}`;
    m = TOKEN.exec(current);
    if (!m) return { ok: false, reason: 'syntax' };
  }
  const [, type, raw] = m;
  const spec = specFor(specs, type);
  if (!spec) return { ok: false, reason: 'unknown-event' };
  if (!spec.param) return raw === undefined ? { ok: true, event: { type } } : { ok: false, reason: 'bad-param' };
  const value = spec.param.values.find((v) => String(v) === raw);
  if (value === undefined) return { ok: false, reason: 'bad-param' };
  return { ok: true, event: { type, [spec.param.name]: value } as ScenarioEvent };
}

export function sameEvent(a: ScenarioEvent, b: ScenarioEvent): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}
