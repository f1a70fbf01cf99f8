import { Stack } from '@mui/material';
import { SignInActivity } from '@docapply/ui';
import { PageContainer } from '@/components/page-container';
import { PageHeading } from '@/components/page-heading';
import { paths } from '@/config/paths';

/** /account/sign-in-activity: the account's recent sign-ins, and signing them out. */
export function SignInActivityPage() {
  return (
    <PageContainer>
      <Stack spacing={6} sx={{ maxWidth: 900 }}>
        <PageHeading
          title="Sign-in activity"
          description="Where and when your account was signed in during the last 90 days. Sign out any device you no longer use."
        />
        <SignInActivity signInHref={paths.home.getHref()} />
      </Stack>
    </PageContainer>
  );
}
