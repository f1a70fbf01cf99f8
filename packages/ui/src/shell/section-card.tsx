import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export type TSectionCardProps = {
  /** The heading's id, which names the section for assistive technology. */
  id: string;
  title: string;
  /** A small coloured line above the title ("Survey"). */
  overline?: string;
  children: ReactNode;
};

/** One titled part of a page (an application's detail, its review): an outlined card with an h2. */
export function SectionCard({ id, title, overline, children }: TSectionCardProps) {
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
