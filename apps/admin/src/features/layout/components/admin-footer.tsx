import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { useSiteConfig } from '@docapply/ui';

export function AdminFooter() {
  const { doctorUrl } = useSiteConfig();
  return (
    <Box component="footer" sx={{ bgcolor: '#0B1B33', color: 'rgba(255, 255, 255, 0.78)', py: 8 }}>
      <Container maxWidth="lg" sx={{ px: { xs: 5, sm: 8 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={4}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Typography variant="body2">
            {/* The sign-in page is built in some year: its boot script writes this one's. */}©{' '}
            <span data-current-year suppressHydrationWarning>
              {new Date().getFullYear()}
            </span>{' '}
            DocApply. All rights reserved.
          </Typography>
          <Link
            href={doctorUrl}
            variant="body2"
            underline="hover"
            sx={{ color: 'inherit', '&:hover': { color: '#fff' } }}
          >
            Doctor portal
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
