// What Scenario.astro hands to the player island (serialised into the page as props).
import type { RunView } from '../model/engine/types.ts';
import type { UiStrings } from './ui.ts';

/** A component type's statechart, rendered at build time; the island lights a state by its path. */
export interface ChartInfo {
  componentType: string;
  label: string;
  /** Id of the chart's <section> in the static atlas. */
  sectionId: string;
  /** State path → ids of the SVG nodes that stand for it (the state, or the box drawn for its parent). */
  nodes: Record<string, string[]>;
}

export interface PlayerProps {
  id: string;
  lang: string;
  title: string;
  /** Slug of the page, so narration links into the same page become #anchors (the step stays in the URL). */
  pageSlug?: string;
  ui: UiStrings;
  /** Query keys that address this scenario: its id first, then former ids. */
  paramKeys: string[];
  /** The view at the start, rendered before the scenario has loaded (and without JavaScript). */
  initial: RunView;
  /** Setup token → buttons reserved per event group (the most any step shows), so stepping keeps the height. */
  slots: Record<string, Record<string, number>>;
  /** Group → its buttons' smallest place in this language (rem), where its longest label needs more than the default. */
  places: Record<string, number>;
  /** Event groups in the order shown, with their labels (the scenario's words; the clock last). */
  groups: Array<{ key: string; label: string }>;
  /** The clock buttons, shown disabled before the setup step (when no clock event is possible yet). */
  clockPreview: RunView['available'];
  /** Layer → its label in the now table. */
  layers: Record<string, string>;
  /** Retired tokens or event types → current ones (content/step-links.json). */
  aliases: Record<string, string>;
  charts: ChartInfo[];
  /** The scenario's words in the page's language, handed to its run (opaque to the player). */
  words?: unknown;
  /** A procedure's step panel (named slot `procedure`: its own island, src/player/procedure/StepPanel.tsx). */
  procedure?: unknown;
  /** The static atlas: every component type's statechart and the curated timelines as tables. */
  children?: unknown;
}
