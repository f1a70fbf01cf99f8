import { Button, Stack, Typography } from '@mui/material';
import { useSiteConfig } from '@docapply/ui';
import { PageContainer } from '@/components/page-container';

type TNotAdminPageProps = { onSignOut: () => void; isSigningOut?: boolean };

/** An account without an administrator role (a doctor's) reached the admin site. */
export function NotAdminPage({ onSignOut, isSigningOut = false }: TNotAdminPageProps) {
  const { doctorUrl } = useSiteConfig();
  return (
    <PageContainer maxWidth="sm">
      <Stack spacing={4}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          This account is not a hospital administrator
        </Typography>
        <Typography color="text.secondary">
          The hospital administration site is for medical staff offices. Doctors sign in to the doctor portal.
          If you should have access here, ask your hospital&apos;s platform administrator for an invitation.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          <Button variant="contained" onClick={onSignOut} disabled={isSigningOut}>
            Sign out
          </Button>
          <Button component="a" href={doctorUrl} variant="outlined">
            Go to the doctor portal
          </Button>
        </Stack>
      </Stack>
    </PageContainer>
  );
}
