// Gives every <TabItem> a caption with its label, placed first inside its panel. Starlight's Tabs
// hide every panel but the first; when JavaScript is off, or when a page is printed, tabs.css shows
// all panels, and the caption tells the reader which panel is which (the tab strip is hidden then).

/** Matches the opening tag Starlight's <TabItem> renders, before Starlight's Tabs rewrites it. */
const TAB_ITEM_OPEN = /<starlight-tab-item\b[^>]*\bdata-label="([^"]*)"[^>]*>/g;

/**
 * Inserts `<p class="kb-tab-caption">label</p>` right after each tab item's opening tag.
 * The label is copied as Astro already escaped it in the attribute, so it stays escaped text.
 * Nested Tabs were processed first (their items are already plain divs), so only this level changes.
 */
export function addTabCaptions(panelsHtml: string): string {
  return panelsHtml.replace(
    TAB_ITEM_OPEN,
    (openTag, label: string) => `${openTag}<p class="kb-tab-caption">${label}</p>`,
  );
}
