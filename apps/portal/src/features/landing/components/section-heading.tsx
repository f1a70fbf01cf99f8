import { Typography } from '@mui/material';

type TSectionHeadingProps = { eyebrow: string; title: string; intro?: string; id?: string };

/** Eyebrow, h2 and intro line shared by the landing page's sections. */
export function SectionHeading({ eyebrow, title, intro, id }: TSectionHeadingProps) {
  return (
    <>
      <Typography
        sx={{
          color: 'primary.main',
          fontWeight: 700,
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          fontSize: '0.8125rem',
        }}
      >
        {eyebrow}
      </Typography>
      <Typography
        id={id}
        component="h2"
        sx={{
          mt: 2,
          fontWeight: 700,
          fontSize: { xs: '1.75rem', md: '2.25rem' },
          lineHeight: 1.2,
          letterSpacing: '-0.01em',
        }}
      >
        {title}
      </Typography>
      {intro ? (
        <Typography
          color="text.secondary"
          sx={{ mt: 3, fontSize: { xs: '1rem', md: '1.125rem' }, maxWidth: 680 }}
        >
          {intro}
        </Typography>
      ) : null}
    </>
  );
}
