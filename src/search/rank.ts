// Pagefind's UI shows a page's three best sections in page order, so a summary table near the top
// beats the section that explains the error. Order them by weighted score instead (error headings
// carry a weight, see weight.ts) and keep the best three: the UI then shows them in this order.

export interface SubResult {
  url: string;
  locations: number[];
  weighted_locations?: { weight: number; balanced_score: number }[];
}

export function sectionScore(sub: SubResult): number {
  return sub.weighted_locations?.reduce((sum, w) => sum + w.balanced_score * w.weight, 0) ?? sub.locations.length;
}

export function rankSubResults<T extends SubResult>(pageUrl: string, subs: T[], limit = 3): T[] {
  const root = subs.filter((s) => s.url === pageUrl);
  const sections = subs.filter((s) => s.url !== pageUrl).sort((a, b) => sectionScore(b) - sectionScore(a));
  return [...root, ...sections.slice(0, limit)];
}
