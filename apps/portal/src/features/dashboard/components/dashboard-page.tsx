import { Box, Stack, Typography } from '@mui/material';
import type { TUser } from '@docapply/contracts';
import { useSession } from '@/lib/session';
import { SiteContainer } from '@/components/site-container';
import { useCurrentUser } from '../api/get-current-user';
import { FirstStepsPanel } from './first-steps-panel';

/** "Welcome, Dr. Last" when the last name is known, else "Welcome, First". */
export function getGreeting(user: TUser | null): string {
  if (user?.name.last) {
    return `Welcome, Dr. ${user.name.last}`;
  }
  return user?.name.first ? `Welcome, ${user.name.first}` : 'Welcome';
}

export function DashboardPage() {
  const { user } = useSession();
  useCurrentUser();

  return (
    <SiteContainer maxWidth="lg" sx={{ py: { xs: 8, md: 12 } }}>
      <Stack spacing={8}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            {getGreeting(user)}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.0625rem' }}>
            Your DocApply dashboard: where your hospital applications will come together.
          </Typography>
        </Box>
        <FirstStepsPanel isEmailVerified={Boolean(user?.isEmailVerified)} email={user?.email} />
      </Stack>
    </SiteContainer>
  );
}
