import { Link as RouterLink } from 'react-router';
import { Button, Stack } from '@mui/material';
import { useSiteConfig } from '@docapply/ui';
import { paths } from '@/config/paths';

/** The signed-out header's two doors: doctors sign in here, hospitals on the admin site. */
export function SignInButtons({
  isStacked = false,
  onNavigate,
}: {
  isStacked?: boolean;
  onNavigate?: () => void;
}) {
  const { adminUrl } = useSiteConfig();
  return (
    <Stack direction={isStacked ? 'column' : 'row'} spacing={isStacked ? 2 : 3}>
      <Button component="a" href={adminUrl} variant="outlined" fullWidth={isStacked} onClick={onNavigate}>
        Hospital Login
      </Button>
      <Button
        component={RouterLink}
        to={paths.login.getHref()}
        variant="contained"
        fullWidth={isStacked}
        onClick={onNavigate}
      >
        Doctor Login
      </Button>
    </Stack>
  );
}
