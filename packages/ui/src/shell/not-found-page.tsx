import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type TNotFoundPageProps = {
  /** The site's own words: where to start again from. */
  message: string;
  homeHref: string;
  actionLabel: string;
};

/** Any path a site does not know. */
export function NotFoundPage({ message, homeHref, actionLabel }: TNotFoundPageProps) {
  return (
    <Container
      maxWidth="sm"
      disableGutters
      sx={{ px: { xs: 5, sm: 8 }, py: { xs: 16, md: 24 }, textAlign: 'center' }}
    >
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        <Typography color="primary" sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>
          404
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Page not found
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        <Button component={RouterLink} to={homeHref} variant="contained" size="large">
          {actionLabel}
        </Button>
      </Stack>
    </Container>
  );
}
