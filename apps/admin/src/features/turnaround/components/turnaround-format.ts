// The spec's pages are in US English, as packages/ui's format helpers.
const DAYS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const PLURAL = new Intl.PluralRules('en-US');

/** "7.6", "1,200": a number of days as the chart's axis shows it (the report has one decimal). */
export function formatDayCount(days: number): string {
  return DAYS.format(days);
}

/** "1 day", "7.6 days": a length as the table and the chart's tooltip say it. */
export function formatDays(days: number): string {
  return `${DAYS.format(days)} ${PLURAL.select(days) === 'one' ? 'day' : 'days'}`;
}
