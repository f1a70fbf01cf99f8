import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type TAuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Makes the title focusable, for a card that replaces a form (focus moves to it, not to the page). */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The frame of the sign-in and code pages of both sites: one focused card on a quiet background. */
export function AuthCard({ title, subtitle, children, footer, headingRef }: TAuthCardProps) {
  return (
    <Box
      sx={{
        py: { xs: 8, md: 16 },
        background: 'linear-gradient(180deg, rgba(0, 74, 173, 0.06) 0%, rgba(0, 74, 173, 0) 320px)',
      }}
    >
      {/* The theme's 0.25rem spacing halves MUI's default gutters; these suit a phone. */}
      <Container maxWidth="sm" disableGutters sx={{ px: { xs: 5, sm: 8 } }}>
        <Paper
          variant="outlined"
          sx={{ borderRadius: 3, p: { xs: 6, sm: 10 }, boxShadow: '0 12px 32px rgba(11, 27, 51, 0.06)' }}
        >
          <Typography
            component="h1"
            variant="h5"
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            sx={{ fontWeight: 700 }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {subtitle}
            </Typography>
          ) : null}
          <Box sx={{ mt: 6 }}>{children}</Box>
        </Paper>
        {footer ? (
          <Typography component="div" color="text.secondary" sx={{ mt: 5, textAlign: 'center' }}>
            {footer}
          </Typography>
        ) : null}
      </Container>
    </Box>
  );
}
