import type { ReactNode } from 'react';
import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  useMediaQuery,
  type SxProps,
  type Theme,
} from '@mui/material';
import { LIST_ITEM_ATTRIBUTE, useFocusAcrossLayouts } from '@/hooks/use-focus-across-layouts';
import { ListCards } from './list-cards';
import { VisuallyHidden } from './visually-hidden';

export type TListColumn<T> = {
  /** The column's heading in the table, the value's label on a card. */
  header: string;
  render: (item: T) => ReactNode;
  align?: 'right';
  /** The table cell's style, e.g. a maximum width for long text. */
  cellSx?: SxProps<Theme>;
};

export type TResponsiveListProps<T> = {
  /** The accessible name of the table, and of the list of cards. */
  label: string;
  items: T[];
  getKey: (item: T) => string;
  /** What names an item: the row's header cell, the card's title. */
  title: TListColumn<T>;
  columns: TListColumn<T>[];
  /** The item's buttons: the table's last column, the foot of a card. */
  actions?: (item: T) => ReactNode;
  /** A pointer's shortcut; the title must hold a control doing the same for the keyboard. */
  onItemClick?: (item: T) => void;
};

/**
 * A list of records: a table from the `md` breakpoint up, stacked cards below it, where the
 * table's columns no longer fit (at 600 px an email in a column broke every few letters). Both
 * layouts render the same cells in the same order, so a phone loses neither a value nor an action.
 */
export function ResponsiveList<T>(props: TResponsiveListProps<T>) {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { ref, onFocus, onBlur } = useFocusAcrossLayouts(isNarrow ? 'cards' : 'table');
  return (
    <Box ref={ref} onFocus={onFocus} onBlur={onBlur}>
      {isNarrow ? <ListCards {...props} /> : <ListTable {...props} />}
    </Box>
  );
}

function ListTable<T>({
  label,
  items,
  getKey,
  title,
  columns,
  actions,
  onItemClick,
}: TResponsiveListProps<T>) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <TableContainer>
        <Table aria-label={label}>
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
            {items.map((item) => (
              <TableRow
                key={getKey(item)}
                {...{ [LIST_ITEM_ATTRIBUTE]: getKey(item) }}
                hover
                onClick={onItemClick ? () => onItemClick(item) : undefined}
                sx={onItemClick ? { cursor: 'pointer' } : undefined}
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
