import { Link as RouterLink, useSearchParams } from 'react-router';
import { Link } from '@mui/material';
import { AuthCard, LoginForm } from '@docapply/ui';
import { paths } from '@/config/paths';
import { readReturnPath } from '@/lib/return-path';
import { otpChallenges } from '../otp-challenges';

export function LoginPage() {
  // A link followed while signed out (an email's renewal link) comes back here after the code.
  const next = readReturnPath(useSearchParams()[0]) ?? undefined;
  return (
    <AuthCard
      title="Doctor Login"
      subtitle="Sign in with your email and password. We will then email you a one-time code."
      footer={
        <>
          New to DocApply?{' '}
          <Link component={RouterLink} to={paths.register.getHref()} sx={{ fontWeight: 600 }}>
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm
        label="Doctor login"
        otpHref={paths.otp.getHref(next)}
        challengeStore={otpChallenges}
        forgotPasswordHref={paths.forgotPassword.getHref()}
      />
    </AuthCard>
  );
}
