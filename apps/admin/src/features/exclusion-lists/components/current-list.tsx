import { Typography } from '@mui/material';
import type { TExclusionImport } from '@docapply/contracts';
import { FactList, formatCount, formatDay, formatMoment } from '@docapply/ui';
import { describeFindings, describeOrigin, formatDuration } from '../lib/format-import';

/** The list every screening uses now: its date, size, who imported it and what screening found. */
export function CurrentList({ current }: { current: TExclusionImport | null }) {
  if (!current) {
    return (
      <Typography color="text.secondary">
        No list imported yet. Doctors are screened against it once one is.
      </Typography>
    );
  }
  const facts: [string, string][] = [
    ['List date', formatDay(current.listDate)],
    ['Rows', formatCount(current.rowCount, 'row')],
    ['Imported', `${formatMoment(current.importedAt)} by ${current.importedBy ?? 'the monthly download'}`],
    ['From', describeOrigin(current)],
    ['Import took', formatDuration(current.durationMs)],
    ['Screened', `${formatCount(current.screened, 'application')}: ${describeFindings(current)}`],
  ];
  return <FactList facts={facts} stacksOnPhone />;
}
