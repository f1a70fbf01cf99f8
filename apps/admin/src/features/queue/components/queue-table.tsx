import { Link as RouterLink } from 'react-router';
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { TAdminQueueItem } from '@docapply/contracts';
import { StatusChip, formatDay } from '@docapply/ui';
import { EmailText } from '@/components/email-text';
import { paths } from '@/config/paths';

/** The queue on a wide screen: one row per application; the doctor's name opens the review. */
export function QueueTable({ rows }: { rows: TAdminQueueItem[] }) {
  return (
    <TableContainer>
      <Table aria-label="Applications">
        <TableHead>
          <TableRow>
            <TableCell>Doctor</TableCell>
            <TableCell>Hospital</TableCell>
            <TableCell>Submitted</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Updated</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell component="th" scope="row" sx={{ maxWidth: 280 }}>
                <Link component={RouterLink} to={paths.application.getHref(row.id)} sx={{ fontWeight: 600 }}>
                  {row.doctor.name}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <EmailText email={row.doctor.email} />
                </Typography>
              </TableCell>
              <TableCell>{row.hospitalName}</TableCell>
              <TableCell>{formatDay(row.submittedAt)}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {formatDay(row.updatedAt)}
              </TableCell>
              <TableCell>
                <StatusChip status={row.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
