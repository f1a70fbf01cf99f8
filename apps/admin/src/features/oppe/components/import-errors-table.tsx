import { Paper, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ScrollTable } from '@/components/scroll-table';
import type { TRowError } from '../lib/import-errors';

/** The rejected file's row errors: line, column and message, as the API listed them (the first 100). */
export function ImportErrorsTable({ errors }: { errors: TRowError[] }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <ScrollTable label="Row errors" sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label="Row errors">
          <TableHead>
            <TableRow>
              <TableCell align="right">Line</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Error</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errors.map((error) => (
              <TableRow key={`${error.line}-${error.column}`}>
                <TableCell component="th" scope="row" align="right">
                  {error.line}
                </TableCell>
                <TableCell>{error.column}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{error.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}
