import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Hides content from the eye only: it stays in the accessibility tree (and a control's name). */
export const VISUALLY_HIDDEN_SX = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for screen readers only, e.g. the name of a column of buttons. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={VISUALLY_HIDDEN_SX}>
      {children}
    </Box>
  );
}
