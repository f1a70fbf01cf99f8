import { Link as RouterLink } from 'react-router';
import { Box, Button, Typography } from '@mui/material';
import type { TAdminExpiringDocument } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import { StatusChip, formatCount } from '@docapply/ui';
import { paths } from '@/config/paths';
import { ListTitle, ResponsiveList, type TListColumn } from '@/components/responsive-list';

// WCAG AA on white: red once expired, amber within 30 days (as the doctor's dashboard shows them).
const EXPIRED_COLOR = '#C62828';
const SOON_COLOR = '#B45309';
const SOON_DAYS = 30;

type TExpiringItem = TAdminExpiringDocument & { id: string };

/** "Expired 3 days ago", "Expires today", "12 days". */
export function describeDaysLeft(daysLeft: number): string {
  if (daysLeft < 0) {
    return `Expired ${formatCount(-daysLeft, 'day')} ago`;
  }
  return daysLeft === 0 ? 'Expires today' : formatCount(daysLeft, 'day');
}

function DaysLeft({ daysLeft }: { daysLeft: number }) {
  const color = daysLeft < 0 ? EXPIRED_COLOR : daysLeft <= SOON_DAYS ? SOON_COLOR : 'text.primary';
  return (
    <Box component="span" sx={{ color, fontWeight: daysLeft <= SOON_DAYS ? 600 : 400 }}>
      {describeDaysLeft(daysLeft)}
    </Box>
  );
}

function buildColumns(showHospital: boolean): TListColumn<TExpiringItem>[] {
  return [
    { header: 'Document', render: (row) => row.label, cellSx: { minWidth: 180 } },
    ...(showHospital ? [{ header: 'Hospital', render: (row: TExpiringItem) => row.hospitalName }] : []),
    { header: 'Expires on', render: (row) => formatDateTime(row.expiresOn, DATE_DISPLAY_FORMAT) },
    { header: 'Days left', render: (row) => <DaysLeft daysLeft={row.daysLeft} /> },
    { header: 'Application', render: (row) => <StatusChip status={row.status} /> },
  ];
}

type TExpiringListProps = { rows: TAdminExpiringDocument[]; showHospital: boolean };

/** Each document with its doctor, date, days left and application status, and the way to its review. */
export function ExpiringList({ rows, showHospital }: TExpiringListProps) {
  const items = rows.map((row, index) => ({ ...row, id: `${row.applicationId}:${row.label}:${index}` }));
  return (
    <ResponsiveList
      label="Expiring and expired documents"
      items={items}
      title={{
        header: 'Doctor',
        cellSx: { minWidth: 180 },
        render: (row) => <ListTitle name={row.doctor.name} detail={row.doctor.email} />,
      }}
      columns={buildColumns(showHospital)}
      actions={(row) => (
        <Button
          component={RouterLink}
          to={paths.application.getHref(row.applicationId)}
          size="small"
          aria-label={`Open the review: ${row.doctor.name}, ${row.label}`}
        >
          Open review
        </Button>
      )}
    />
  );
}

export function ExpiringEmpty({ days }: { days: number }) {
  return (
    <Typography component="span">
      Nothing has expired, and nothing expires in the next {days} days.
    </Typography>
  );
}
