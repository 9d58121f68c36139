// The player's UI strings: keys under `kb.scenario.` in content/i18n/{en,ru}.json (schema in
// content.config.ts, built from this list). Placeholders `{{name}}` are filled in by the island.

export const UI_KEYS = [
  'region', 'clock', 'start', 'startText', 'stepOf', 'actions', 'groupIdle',
  'now', 'component', 'state', 'stateFacts', 'see', 'changed',
  'timeline', 'timelineStep',
  'showChart', 'hideChart', 'diagram', 'allCharts', 'inEveryState',
  'back', 'forward', 'reset', 'copyLink', 'copyShort', 'copied', 'keys', 'dismiss',
  'linkNoLonger', 'linkTooMany', 'linkUnknownVersion', 'reasonSyntax', 'reasonUnknownEvent', 'reasonBadParam', 'reasonNotPossible',
  'announceStep', 'nothingHappened', 'allLines', 'fewerLines', 'summary', 'summaryNext', 'summaryStill',
  'unitSeconds', 'unitMinutes', 'unitHours',
  'curatedTitle', 'colTime', 'colEvent', 'colHappened', 'colStates', 'unchanged', 'noJs',
] as const;

export type UiKey = (typeof UI_KEYS)[number];
export type UiStrings = Record<UiKey, string>;

/** `{n, plural, =0 {…} one {# step} few {…} many {…} other {# steps}}`: one form per plural category. */
const PLURAL = /\{(\w+), plural,((?:\s*=?\w+\s*\{[^{}]*\})+)\s*\}/g;
const FORM = /(=?\w+)\s*\{([^{}]*)\}/g;

/**
 * `{{name}}` placeholders in UI strings, and counts in the language's plural forms (Intl.PluralRules:
 * English one/other, Russian one/few/many), written in ICU's short form with `#` for the number:
 * `{kept, plural, one {# step} other {# steps}}`. An exact `=0 {…}` wins over the category.
 */
export function fill(template: string, values: Record<string, string | number>, lang = 'en'): string {
  const counted = template.replace(PLURAL, (whole, name: string, body: string) => {
    if (!(name in values)) return whole;
    const n = Number(values[name]);
    const forms = new Map([...body.matchAll(FORM)].map((m) => [m[1], m[2]]));
    const form = forms.get(`=${n}`) ?? forms.get(new Intl.PluralRules(lang).select(n)) ?? forms.get('other') ?? whole;
    return form.replace(/#/g, String(n));
  });
  return counted.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Placeholders each UI string takes (the island fills them; Starlight's t() must leave them alone). */
export const UI_PLACEHOLDERS = ['title', 'n', 'total', 'name', 'token', 'reason', 'kept', 'id', 'time', 'label', 'text', 'count', 'max', 'wait'] as const;
