import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';

type TPageHeadingProps = { title: string; description: string; action?: ReactNode };

/** The page's one h1, what the page is for, and its main action on the right (below on a phone). */
export function PageHeading({ title, description, action }: TPageHeadingProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={4}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {description}
        </Typography>
      </Box>
      {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
    </Stack>
  );
}
