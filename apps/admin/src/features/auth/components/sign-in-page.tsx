import { Button, Divider, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AuthCard, LoginForm, useSiteConfig } from '@docapply/ui';
import { paths } from '@/config/paths';
import { otpChallenges } from '@/lib/otp-challenges';

/** First sign-in step, as doctors have it: email and password, then an emailed code. */
export function SignInPage() {
  const { doctorUrl } = useSiteConfig();
  return (
    <AuthCard
      title="Hospital Login"
      subtitle="Sign in with your email and password. We will then email you a one-time code."
      footer={
        <>
          Are you a doctor?{' '}
          <Link href={doctorUrl} sx={{ fontWeight: 600 }}>
            Go to the doctor portal
          </Link>
        </>
      }
    >
      <LoginForm
        label="Hospital login"
        otpHref={paths.otp.getHref()}
        challengeStore={otpChallenges}
        forgotPasswordHref={paths.forgotPassword.getHref()}
      />
      <Divider sx={{ my: 4 }}>or</Divider>
      <Button
        component={RouterLink}
        to={paths.singleSignOn.getHref()}
        variant="outlined"
        size="large"
        fullWidth
      >
        Sign in with single sign-on
      </Button>
    </AuthCard>
  );
}
