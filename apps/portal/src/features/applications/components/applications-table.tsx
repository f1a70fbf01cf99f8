import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import type { TApplicationSummary } from '@docapply/contracts';
import { DataTable, StatusChip, formatMoment, type TTableColumn } from '@docapply/ui';
import { paths } from '@/config/paths';

const HOSPITAL: TTableColumn<TApplicationSummary> = {
  header: 'Hospital',
  render: (application) => (
    <Link component={RouterLink} to={paths.myApplication.getHref(application.id)} sx={{ fontWeight: 600 }}>
      {application.hospitalName}
    </Link>
  ),
};

const COLUMNS: TTableColumn<TApplicationSummary>[] = [
  { header: 'Created', render: (application) => formatMoment(application.createdAt) },
  { header: 'Submitted', render: (application) => formatMoment(application.submittedAt) },
  { header: 'Updated', render: (application) => formatMoment(application.updatedAt) },
  { header: 'Status', render: (application) => <StatusChip status={application.status} /> },
];

/** The doctor's applications on a wide screen: one row each, the hospital links to the detail. */
export function ApplicationsTable({ applications }: { applications: TApplicationSummary[] }) {
  return <DataTable label="My applications" rows={applications} title={HOSPITAL} columns={COLUMNS} />;
}
