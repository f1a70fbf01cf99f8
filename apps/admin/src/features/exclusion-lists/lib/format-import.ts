import type { TExclusionImport } from '@docapply/contracts';
import { NO_VALUE, formatCount, formatDay } from '@docapply/ui';

// US English like every other figure on the admin site.
const SECONDS = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'second',
  unitDisplay: 'short',
  maximumFractionDigits: 1,
});
const MINUTES = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'minute',
  unitDisplay: 'short',
  maximumFractionDigits: 1,
});

/** "0.8 sec", "12.4 sec", "2.5 min": how long an import (parse, replace, screen) took. */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  return seconds < 60 ? SECONDS.format(seconds) : MINUTES.format(seconds / 60);
}

/** "3 hits, 1 possible match": what screening every doctor against the list found. */
export function describeFindings({ hits, possible }: Pick<TExclusionImport, 'hits' | 'possible'>): string {
  return `${formatCount(hits, 'hit')}, ${formatCount(possible, { one: 'possible match', other: 'possible matches' })}`;
}

/** The sentence the page says after an import or a download. */
export function describeImport(result: TExclusionImport): string {
  const rows = formatCount(result.rowCount, 'row');
  const screened = formatCount(result.screened, 'application');
  return `Imported the list of ${formatDay(result.listDate)}: ${rows} in ${formatDuration(result.durationMs)}. Screened ${screened}: ${describeFindings(result)}.`;
}

/** Where an import came from: the file's name, the address it was downloaded from, or a dash. */
export function describeOrigin(result: Pick<TExclusionImport, 'fileName' | 'url'>): string {
  return result.fileName ?? result.url ?? NO_VALUE;
}
