// The spec's pages are in US English, as packages/ui's format helpers.
const DAYS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const PLURAL = new Intl.PluralRules('en-US');

/** "1 day", "7.6 days": a length as the table and the chart's tooltip say it. */
export function formatDays(days: number): string {
  return `${DAYS.format(days)} ${PLURAL.select(days) === 'one' ? 'day' : 'days'}`;
}
