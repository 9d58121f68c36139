// When this copy of the site was built: shown in every page's footer, so a reader offline knows how
// old the copy in their browser is. SOURCE_DATE_EPOCH (reproducible builds) wins over the clock.
export function buildDate(env: Record<string, string | undefined> = process.env): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return Number.isFinite(epoch) && epoch > 0 ? new Date(epoch * 1000) : new Date();
}

export function formatBuildDate(date: Date, lang: string): string {
  return date.toLocaleDateString(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
