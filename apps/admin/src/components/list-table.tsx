import {
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { VisuallyHidden } from '@docapply/ui';
import { getItemProps, type TListItem, type TResponsiveListProps } from './list-types';

/** A wide screen's list: a table, the title in each row's header cell, the buttons in the last column. */
export function ListTable<T extends TListItem>(list: TResponsiveListProps<T>) {
  const { title, columns, actions } = list;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <TableContainer>
        <Table aria-label={list.label}>
          <TableHead>
            <TableRow>
              {[title, ...columns].map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.header}
                </TableCell>
              ))}
              {actions ? (
                <TableCell>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.items.map((item) => (
              <TableRow
                key={item.id}
                {...getItemProps(list, item)}
                hover
                sx={list.onItemClick ? { cursor: 'pointer' } : undefined}
              >
                <TableCell component="th" scope="row" sx={title.cellSx}>
                  {title.render(item)}
                </TableCell>
                {columns.map((column) => (
                  <TableCell key={column.header} align={column.align} sx={column.cellSx}>
                    {column.render(item)}
                  </TableCell>
                ))}
                {actions ? (
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      {actions(item)}
                    </Stack>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
