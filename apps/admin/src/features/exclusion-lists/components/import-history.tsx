import { Typography } from '@mui/material';
import type { TExclusionImport } from '@docapply/contracts';
import { formatCount, formatDay, formatMoment } from '@docapply/ui';
import { ListTitle, ResponsiveList, type TListColumn } from '@/components/responsive-list';
import { describeOrigin, formatDuration } from '../lib/format-import';

const COLUMNS: TListColumn<TExclusionImport>[] = [
  {
    header: 'Imported',
    render: (row) => (
      <>
        {formatMoment(row.importedAt)}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          by {row.importedBy ?? 'the monthly download'}
        </Typography>
      </>
    ),
  },
  { header: 'Rows', render: (row) => formatCount(row.rowCount, 'row'), align: 'right' },
  { header: 'Took', render: (row) => formatDuration(row.durationMs), align: 'right' },
  { header: 'Screened', render: (row) => row.screened.toLocaleString('en-US'), align: 'right' },
  { header: 'Hits', render: (row) => row.hits.toLocaleString('en-US'), align: 'right' },
  { header: 'Possible matches', render: (row) => row.possible.toLocaleString('en-US'), align: 'right' },
];

/** Every import of one list, newest first: when, what, by whom, and what screening found. */
export function ImportHistory({ label, imports }: { label: string; imports: TExclusionImport[] }) {
  if (imports.length === 0) {
    return <Typography color="text.secondary">No imports yet.</Typography>;
  }
  return (
    <ResponsiveList
      label={`${label} imports`}
      items={imports}
      title={{
        header: 'List date',
        render: (row) => <ListTitle name={formatDay(row.listDate)} detail={describeOrigin(row)} />,
        cellSx: { maxWidth: 260 },
      }}
      columns={COLUMNS}
    />
  );
}
