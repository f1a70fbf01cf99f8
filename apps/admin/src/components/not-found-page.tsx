import { Link as RouterLink } from 'react-router';
import { Button, Container, Stack, Typography } from '@mui/material';
import { paths } from '@/config/paths';

/** Any path the admin site does not know. */
export function NotFoundPage() {
  return (
    <Container maxWidth="sm" sx={{ px: { xs: 5, sm: 8 }, py: { xs: 16, md: 24 }, textAlign: 'center' }}>
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        <Typography color="primary" sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>
          404
        </Typography>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          Page not found
        </Typography>
        <Typography color="text.secondary">
          The page you are looking for does not exist or has moved. Start again from the sign-in page.
        </Typography>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained" size="large">
          Go to the sign-in page
        </Button>
      </Stack>
    </Container>
  );
}
