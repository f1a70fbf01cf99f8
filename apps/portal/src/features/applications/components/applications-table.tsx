import { Link as RouterLink } from 'react-router';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { TApplicationSummary } from '@docapply/contracts';
import { StatusChip, formatDay } from '@docapply/ui';
import { paths } from '@/config/paths';

/** The doctor's applications on a wide screen: one row each, the hospital links to the detail. */
export function ApplicationsTable({ applications }: { applications: TApplicationSummary[] }) {
  return (
    <TableContainer>
      <Table aria-label="My applications">
        <TableHead>
          <TableRow>
            <TableCell>Hospital</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Submitted</TableCell>
            <TableCell>Updated</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {applications.map((application) => (
            <TableRow key={application.id} hover>
              <TableCell component="th" scope="row">
                <Link
                  component={RouterLink}
                  to={paths.myApplication.getHref(application.id)}
                  sx={{ fontWeight: 600 }}
                >
                  {application.hospitalName}
                </Link>
              </TableCell>
              <TableCell>{formatDay(application.createdAt)}</TableCell>
              <TableCell>{formatDay(application.submittedAt)}</TableCell>
              <TableCell>{formatDay(application.updatedAt)}</TableCell>
              <TableCell>
                <StatusChip status={application.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
