// The player's UI strings: keys under `kb.scenario.` in content/i18n/{en,ru}.json (schema in
// content.config.ts, built from this list). Placeholders `{{name}}` are filled in by the island.

export const UI_KEYS = [
  'region', 'clock', 'start', 'startText', 'stepOf', 'actions',
  'now', 'component', 'state', 'stateFacts', 'see', 'changed',
  'timeline', 'timelineStep',
  'showChart', 'hideChart', 'diagram', 'allCharts', 'inEveryState',
  'back', 'forward', 'reset', 'copyLink', 'copyShort', 'copied', 'keys', 'dismiss',
  'linkNoLonger', 'linkTooMany', 'linkUnknownVersion', 'reasonSyntax', 'reasonUnknownEvent', 'reasonBadParam', 'reasonNotPossible',
  'announceStep', 'nothingHappened', 'allLines', 'fewerLines',
  'unitSeconds', 'unitMinutes', 'unitHours',
  'curatedTitle', 'colTime', 'colEvent', 'colHappened', 'colStates', 'unchanged', 'noJs',
] as const;

export type UiKey = (typeof UI_KEYS)[number];
export type UiStrings = Record<UiKey, string>;

/** `{{name}}` placeholders in UI strings. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Placeholders each UI string takes (the island fills them; Starlight's t() must leave them alone). */
export const UI_PLACEHOLDERS = ['title', 'n', 'total', 'name', 'token', 'reason', 'kept', 'id', 'time', 'label', 'text', 'count', 'max'] as const;
