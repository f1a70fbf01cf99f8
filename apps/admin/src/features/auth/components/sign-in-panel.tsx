import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useSiteConfig } from '@docapply/ui';

/** The signed-out admin site: hospital sign-in is not open yet, and the panel says so. */
export function SignInPanel() {
  const { doctorUrl } = useSiteConfig();
  return (
    <Box
      sx={{
        py: { xs: 10, md: 20 },
        background: 'linear-gradient(180deg, rgba(0, 74, 173, 0.06) 0%, rgba(0, 74, 173, 0) 320px)',
      }}
    >
      <Container maxWidth="sm" sx={{ px: { xs: 5, sm: 8 } }}>
        <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 6, sm: 10 } }}>
          <Stack spacing={5}>
            <LockOutlinedIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              Hospital sign-in
            </Typography>
            <Alert severity="info">Hospital sign-in arrives soon.</Alert>
            <Typography color="text.secondary">
              Medical staff offices will sign in here with their email, password and a one-time code to review
              applications, ask doctors for information and record decisions.
            </Typography>
            <Typography color="text.secondary">
              Are you a doctor? Your applications are in the doctor portal.
            </Typography>
            <div>
              <Button component="a" href={doctorUrl} variant="contained" size="large">
                Go to the doctor portal
              </Button>
            </div>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
