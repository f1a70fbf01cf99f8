import { Link as RouterLink, Navigate } from 'react-router';
import { Link } from '@mui/material';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { OtpForm } from './otp-form';
import { useOtpChallenge } from '../hooks/use-otp-challenge';

/** Second sign-in step: the 6-digit code emailed after /login. */
export function OtpPage() {
  const { challenge, replaceChallenge } = useOtpChallenge();
  if (!challenge) {
    return <Navigate to={paths.login.getHref()} replace />;
  }
  return (
    <AuthCard
      title="Check your email"
      subtitle={
        <>
          We sent a 6-digit sign-in code to <strong>{challenge.email}</strong>. Enter it below to continue.
        </>
      }
      footer={
        <Link component={RouterLink} to={paths.login.getHref()}>
          Sign in with a different account
        </Link>
      }
    >
      <OtpForm challenge={challenge} onChallengeChange={replaceChallenge} />
    </AuthCard>
  );
}
