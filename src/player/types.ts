// What the Scenario component hands to the player island (serialised into the page as props).
import type { ResolvedNarration } from '../scenarios/narration.ts';

export interface RegionView {
  /** Region dot path ('' for the root). */
  path: string;
  label: string;
  /** Id of the region's statechart <figure>, if it has one. */
  figureId?: string;
}

export type UiKey =
  | 'region' | 'scenario' | 'step' | 'start' | 'happened' | 'actions' | 'noActions' | 'components' | 'component' | 'state'
  | 'showDiagram' | 'diagram' | 'back' | 'forward' | 'reset' | 'history' | 'copyLink' | 'copied' | 'keys'
  | 'badLink' | 'reasonSyntax' | 'reasonUnknownEvent' | 'reasonBadParam' | 'reasonNotPossible' | 'unknownScenario'
  | 'allStates' | 'anyState' | 'anyStateExcept' | 'noTransitions' | 'announce' | 'dismiss';

export const UI_KEYS: readonly UiKey[] = [
  'region', 'scenario', 'step', 'start', 'happened', 'actions', 'noActions', 'components', 'component', 'state',
  'showDiagram', 'diagram', 'back', 'forward', 'reset', 'history', 'copyLink', 'copied', 'keys',
  'badLink', 'reasonSyntax', 'reasonUnknownEvent', 'reasonBadParam', 'reasonNotPossible', 'unknownScenario',
  'allStates', 'anyState', 'anyStateExcept', 'noTransitions', 'announce', 'dismiss',
];

export type UiStrings = Record<UiKey, string>;

export interface PlayerProps {
  id: string;
  lang: string;
  /** Slug of the page, so narration links into the same page become #anchors (the step stays in the URL). */
  pageSlug?: string;
  narration: ResolvedNarration;
  regions: RegionView[];
  /** Active leaf path → ids of the diagram nodes to highlight (the leaf, and its ancestors drawn elsewhere). */
  highlight: Record<string, string[]>;
  /** Query keys that address this scenario: its id first, then former ids. */
  paramKeys: string[];
  /** data-state of the initial state, rendered before the scenario module has loaded. */
  initialState: string;
  eventAliases: Record<string, string>;
  /** Regions the diagram panel follows first when several change in one step. */
  focus: string[];
  ui: UiStrings;
  /** Every region's statechart and list of states with transitions (static HTML, shown whole without JS). */
  children?: unknown;
}

/** `{{name}}` placeholders in UI strings. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
