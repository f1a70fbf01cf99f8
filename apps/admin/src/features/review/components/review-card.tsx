import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

type TReviewCardProps = { id: string; title: string; overline?: string; children: ReactNode };

/** One titled part of the review. */
export function ReviewCard({ id, title, overline, children }: TReviewCardProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 5, md: 6 }, minWidth: 0 }}
    >
      {overline ? (
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          {overline}
        </Typography>
      ) : null}
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
