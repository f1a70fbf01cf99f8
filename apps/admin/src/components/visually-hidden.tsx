import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** Text for screen readers only, e.g. the name of a column of buttons. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        height: '1px',
        width: '1px',
        margin: '-1px',
        padding: 0,
        overflow: 'hidden',
        position: 'absolute',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
