import { Link as RouterLink } from 'react-router';
import { Link, Typography } from '@mui/material';
import type { TAdminQueueItem } from '@docapply/contracts';
import { DataTable, StatusChip, formatDay, type TTableColumn } from '@docapply/ui';
import { EmailText } from '@/components/email-text';
import { paths } from '@/config/paths';
import { CycleMarks } from '@/components/cycle-marks';
import { RouteStepMark } from '@/components/route-step-mark';
import { AssigneeName, FlagCount } from './row-desk-cells';
import { ExclusionMark, VerificationProgress } from './verification-cells';

const DOCTOR: TTableColumn<TAdminQueueItem> = {
  header: 'Doctor',
  cellSx: { maxWidth: 280 },
  render: (row) => (
    <>
      <Link component={RouterLink} to={paths.application.getHref(row.id)} sx={{ fontWeight: 600 }}>
        {row.doctor.name}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <EmailText email={row.doctor.email} />
      </Typography>
    </>
  ),
};

const COLUMNS: TTableColumn<TAdminQueueItem>[] = [
  { header: 'Hospital', render: (row) => row.hospitalName },
  { header: 'Submitted', render: (row) => formatDay(row.submittedAt) },
  { header: 'Updated', render: (row) => formatDay(row.updatedAt), hiddenBelow: 'md' },
  {
    header: 'Status',
    render: (row) => (
      <>
        <StatusChip status={row.status} />
        <RouteStepMark row={row} />
        <CycleMarks row={row} />
        <ExclusionMark row={row} />
      </>
    ),
  },
  { header: 'Assigned to', render: (row) => <AssigneeName assignee={row.assignee} /> },
  { header: 'Flags', render: (row) => <FlagCount count={row.flagCount} /> },
  { header: 'Verified', render: (row) => <VerificationProgress verification={row.verification} /> },
];

/** The queue on a wide screen: one row per application; the doctor's name opens the review. */
export function QueueTable({ rows }: { rows: TAdminQueueItem[] }) {
  return <DataTable label="Applications" rows={rows} title={DOCTOR} columns={COLUMNS} />;
}
