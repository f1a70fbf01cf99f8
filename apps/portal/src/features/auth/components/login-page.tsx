import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { AuthCard, LoginForm } from '@docapply/ui';
import { paths } from '@/config/paths';
import { otpChallenges } from '../otp-challenges';

export function LoginPage() {
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
        otpHref={paths.otp.getHref()}
        challengeStore={otpChallenges}
        forgotPasswordHref={paths.forgotPassword.getHref()}
      />
    </AuthCard>
  );
}
