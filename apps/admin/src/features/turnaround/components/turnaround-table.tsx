import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { statusLabel, type TTurnaroundRow } from '@docapply/contracts';
import { NO_VALUE } from '@docapply/ui';
import { formatDays } from './turnaround-format';

/** The chart's figures as a table: what a screen reader reads, and what a person can copy. */
export function TurnaroundTable({ rows }: { rows: TTurnaroundRow[] }) {
  return (
    <TableContainer>
      <Table aria-label="Days in each status">
        <TableHead>
          <TableRow>
            <TableCell>Status</TableCell>
            <TableCell align="right">Stays</TableCell>
            <TableCell align="right">Median</TableCell>
            <TableCell align="right">90th percentile</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.status}>
              <TableCell component="th" scope="row">
                {statusLabel(row.status)}
              </TableCell>
              <TableCell align="right">{row.count}</TableCell>
              <TableCell align="right">
                {row.medianDays === null ? NO_VALUE : formatDays(row.medianDays)}
              </TableCell>
              <TableCell align="right">{row.p90Days === null ? NO_VALUE : formatDays(row.p90Days)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
