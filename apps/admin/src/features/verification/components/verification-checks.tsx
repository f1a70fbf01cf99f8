import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { TVerificationCheck } from '@docapply/contracts';
import { describeMatch, RED } from './verification-copy';

/** Each compared field: what the application says, what the source says, and whether they match. */
type TVerificationChecksProps = {
  checks: TVerificationCheck[];
  /** The table's accessible name. */
  label: string;
  /** The column of what the source answered ("Registry says"). */
  foundHeader?: string;
};

export function VerificationChecks({ checks, label, foundHeader = 'Source says' }: TVerificationChecksProps) {
  return (
    // A narrow screen scrolls the table sideways rather than squeezing the values.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Field
            </TableCell>
            <TableCell component="th" scope="col">
              Application says
            </TableCell>
            <TableCell component="th" scope="col">
              {foundHeader}
            </TableCell>
            <TableCell component="th" scope="col">
              Match
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {checks.map((check) => (
            <TableRow key={check.field}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {check.field}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{check.expected}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{check.found}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ fontWeight: 600, color: check.matches ? 'success.dark' : RED }}
                >
                  {describeMatch(check.matches)}
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
