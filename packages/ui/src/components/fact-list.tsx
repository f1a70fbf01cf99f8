import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';

export type TFact = [term: string, value: ReactNode];

type TFactListProps = {
  facts: TFact[];
  /** Smaller print, for facts quoted inside a card (a list's entry). */
  isDense?: boolean;
  /** On a phone the value goes under its term instead of beside it. */
  stacksOnPhone?: boolean;
  sx?: SxProps<Theme>;
};

/** Terms and their values side by side (a `dl`), each value wrapping within its column. */
export function FactList({ facts, isDense = false, stacksOnPhone = false, sx }: TFactListProps) {
  const variant = isDense ? 'body2' : 'body1';
  return (
    <Box
      component="dl"
      sx={[
        {
          m: 0,
          display: 'grid',
          gridTemplateColumns: stacksOnPhone
            ? { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' }
            : 'max-content minmax(0, 1fr)',
          columnGap: 4,
          rowGap: isDense ? 0.5 : 1,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant={variant} color="text.secondary">
            {term}
          </Typography>
          <Typography
            component="dd"
            variant={variant}
            sx={{
              m: 0,
              mb: stacksOnPhone ? { xs: 1, sm: 0 } : 0,
              overflowWrap: 'anywhere',
              whiteSpace: 'pre-line',
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
