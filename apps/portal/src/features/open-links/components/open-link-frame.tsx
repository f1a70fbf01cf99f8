import type { ReactNode, Ref } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { SiteContainer } from '@/components/site-container';

type TOpenLinkFrameProps = {
  title: string;
  /** A line above the title, e.g. the hospital's name. */
  eyebrow?: string;
  children: ReactNode;
  maxWidth?: 'sm' | 'md';
  /** The heading, for moving focus to it when the page's state changes. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The frame of the open pages: one card on a quiet background; the heading takes focus on changes. */
export function OpenLinkFrame({
  title,
  eyebrow,
  children,
  maxWidth = 'md',
  headingRef,
}: TOpenLinkFrameProps) {
  return (
    <Box
      sx={{
        py: { xs: 6, md: 14 },
        background: 'linear-gradient(180deg, rgba(0, 74, 173, 0.06) 0%, rgba(0, 74, 173, 0) 320px)',
      }}
    >
      <SiteContainer maxWidth={maxWidth}>
        <Paper
          variant="outlined"
          sx={{ borderRadius: 3, p: { xs: 5, sm: 10 }, boxShadow: '0 12px 32px rgba(11, 27, 51, 0.06)' }}
        >
          {eyebrow ? (
            <Typography color="primary" sx={{ fontWeight: 600, mb: 1 }}>
              {eyebrow}
            </Typography>
          ) : null}
          <Typography
            ref={headingRef}
            tabIndex={-1}
            component="h1"
            variant="h5"
            sx={{ fontWeight: 700, outline: 'none', overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          <Box sx={{ mt: 5 }}>{children}</Box>
        </Paper>
      </SiteContainer>
    </Box>
  );
}
