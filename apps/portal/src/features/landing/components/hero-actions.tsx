import { Link as RouterLink } from 'react-router';
import { Button, Stack } from '@mui/material';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

const PRIMARY_SX = {
  bgcolor: '#fff',
  color: 'primary.main',
  px: 8,
  py: 3,
  '&:hover': { bgcolor: '#E8F0FC' },
};
const SECONDARY_SX = {
  color: '#fff',
  borderColor: 'rgba(255, 255, 255, 0.6)',
  px: 8,
  py: 3,
  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255, 255, 255, 0.08)' },
};

/** Sign-up and sign-in; a signed-in doctor reading the landing page gets the way back instead. */
export function HeroActions() {
  const { isSignedIn } = useSession();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mt: 10 }}>
      {isSignedIn ? (
        <Button
          component={RouterLink}
          to={paths.dashboard.getHref()}
          size="large"
          variant="contained"
          sx={PRIMARY_SX}
        >
          Go to your dashboard
        </Button>
      ) : (
        <>
          <Button
            component={RouterLink}
            to={paths.register.getHref()}
            size="large"
            variant="contained"
            sx={PRIMARY_SX}
          >
            Apply as a doctor
          </Button>
          <Button
            component={RouterLink}
            to={paths.login.getHref()}
            size="large"
            variant="outlined"
            sx={SECONDARY_SX}
          >
            Doctor Login
          </Button>
        </>
      )}
    </Stack>
  );
}
