import { Box, Grid, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { SiteContainer } from '@/components/site-container';
import { HeroActions } from './hero-actions';
import { ProcessCard } from './process-card';

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: '#fff',
        background:
          'radial-gradient(circle at 85% 10%, #1D6FE0 0%, rgba(29, 111, 224, 0) 45%), linear-gradient(160deg, #004AAD 0%, #00306F 100%)',
        py: { xs: 14, md: 24 },
      }}
    >
      <SiteContainer maxWidth="lg">
        <Grid container spacing={{ xs: 10, md: 12 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography sx={{ fontWeight: 600, opacity: 0.85, letterSpacing: '0.04em' }}>
              Credentialing and privileging, made simple
            </Typography>
            <Typography
              id="hero-title"
              component="h1"
              sx={{
                mt: 4,
                fontWeight: 700,
                fontSize: { xs: '2.25rem', sm: '2.75rem', md: '3.25rem' },
                lineHeight: 1.1,
                letterSpacing: '-0.02em',
              }}
            >
              Apply to hospitals once. Follow every application to a decision.
            </Typography>
            <Typography
              sx={{ mt: 6, fontSize: { xs: '1.0625rem', md: '1.25rem' }, opacity: 0.9, maxWidth: 560 }}
            >
              DocApply brings your application, references, covering physician and the reviewers&apos;
              questions into one secure place, for you and for the medical staff offices that review your
              file.
            </Typography>
            <HeroActions />
            <Stack direction="row" spacing={2} sx={{ mt: 8, alignItems: 'center', opacity: 0.85 }}>
              <LockOutlinedIcon fontSize="small" aria-hidden />
              <Typography variant="body2">
                Sign-in with a one-time code. Your file goes only to the hospitals you choose.
              </Typography>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <ProcessCard />
          </Grid>
        </Grid>
      </SiteContainer>
    </Box>
  );
}
