import type { ReactNode } from 'react';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useFocusAcrossLayouts } from '@/hooks/use-focus-across-layouts';
import { ListCards } from './list-cards';
import { ListTable } from './list-table';
import type { TListItem, TResponsiveListProps } from './list-types';

export type { TListColumn, TResponsiveListProps } from './list-types';

/**
 * A list of records: a table from the `md` breakpoint up, stacked cards below it, where the
 * table's columns no longer fit (at 600 px an email in a column broke every few letters). Both
 * layouts render the same cells in the same order, so a phone loses neither a value nor an action.
 */
export function ResponsiveList<T extends TListItem>(props: TResponsiveListProps<T>) {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { ref, onFocus, onBlur } = useFocusAcrossLayouts(isNarrow ? 'cards' : 'table');
  return (
    <Box ref={ref} onFocus={onFocus} onBlur={onBlur}>
      {isNarrow ? <ListCards {...props} /> : <ListTable {...props} />}
    </Box>
  );
}

/** An item's title: its name in bold, and a line under it (an email, a city). */
export function ListTitle({ name, detail }: { name: ReactNode; detail: ReactNode }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {detail}
      </Typography>
    </>
  );
}
