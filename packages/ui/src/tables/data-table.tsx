import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';

export type TTableColumn<T> = {
  header: string;
  render: (row: T) => ReactNode;
  /** The body cells' style, e.g. a maximum width for long text. */
  cellSx?: SxProps<Theme>;
  /** Below this breakpoint the column is not shown, heading and cells alike. */
  hiddenBelow?: 'sm' | 'md' | 'lg';
};

export type TDataTableProps<T extends { id: string }> = {
  /** The table's accessible name. */
  label: string;
  rows: readonly T[];
  /** What names a row: its cells are the rows' header cells (the first column). */
  title: TTableColumn<T>;
  columns: readonly TTableColumn<T>[];
};

function getColumnSx<T>(column: TTableColumn<T>, isBody: boolean): SxProps<Theme> | undefined {
  const own = isBody ? column.cellSx : undefined;
  if (!column.hiddenBelow) {
    return own;
  }
  const hidden = { display: { xs: 'none', [column.hiddenBelow]: 'table-cell' } };
  return own ? [hidden, ...(Array.isArray(own) ? own : [own])] : hidden;
}

/** A wide screen's list of records: a heading row, then one row each, its first cell the row's header. */
export function DataTable<T extends { id: string }>({ label, rows, title, columns }: TDataTableProps<T>) {
  return (
    <TableContainer>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            {[title, ...columns].map((column) => (
              <TableCell key={column.header} sx={getColumnSx(column, false)}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell component="th" scope="row" sx={getColumnSx(title, true)}>
                {title.render(row)}
              </TableCell>
              {columns.map((column) => (
                <TableCell key={column.header} sx={getColumnSx(column, true)}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
