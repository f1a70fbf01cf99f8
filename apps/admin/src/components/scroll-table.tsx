import type { ReactNode } from 'react';
import { TableContainer, type SxProps, type Theme } from '@mui/material';

type TScrollTableProps = { label: string; sx?: SxProps<Theme>; children: ReactNode };

/**
 * A table that scrolls sideways on a phone instead of widening the page. The scrolling box is a named
 * region that takes focus, so a keyboard user can scroll it with the arrow keys (axe's
 * scrollable-region-focusable).
 */
export function ScrollTable({ label, sx, children }: TScrollTableProps) {
  return (
    <TableContainer role="region" aria-label={label} tabIndex={0} sx={sx}>
      {children}
    </TableContainer>
  );
}
