import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { SiteContainer } from '@/components/site-container';

type TPageSectionProps = {
  title: string;
  /** A short line under the title. */
  intro?: ReactNode;
  children?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
};

/** The frame of a simple page: a centred column with an h1 and an optional intro. */
export function PageSection({ title, intro, children, maxWidth = 'md' }: TPageSectionProps) {
  return (
    <SiteContainer maxWidth={maxWidth} sx={{ py: { xs: 10, md: 16 } }}>
      <Stack spacing={4}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {intro ? (
            <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.0625rem' }}>
              {intro}
            </Typography>
          ) : null}
        </Box>
        {children}
      </Stack>
    </SiteContainer>
  );
}
