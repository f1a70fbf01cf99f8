import { useCallback } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import Link from '@mui/material/Link';
import type { TSession } from '@docapply/contracts';
import { formatCount } from '../format/format';
import { AuthCard } from './auth-card';
import { useOtpChallenge, type TOtpChallengeStore } from './otp-challenge';
import { OtpForm } from './otp-form';

export type TOtpCardProps = {
  challengeStore: TOtpChallengeStore;
  /** This site's first sign-in step, where a visitor without an attempt is sent. */
  loginHref: string;
  onSignedIn: (session: TSession) => void;
};

/** The code page of both sites: the 6-digit code emailed after email and password. */
export function OtpCard({ challengeStore, loginHref, onSignedIn }: TOtpCardProps) {
  const { challenge, replaceChallenge } = useOtpChallenge(challengeStore);
  const handleSignedIn = useCallback(
    (session: TSession) => {
      challengeStore.clear();
      onSignedIn(session);
    },
    [challengeStore, onSignedIn],
  );
  if (!challenge) {
    return <Navigate to={loginHref} replace />;
  }
  return (
    <AuthCard
      title="Check your email"
      subtitle={
        <>
          We sent a 6-digit sign-in code to <strong>{challenge.email}</strong>.
          {challenge.otpMinutes > 0 ? ` The code lasts ${formatCount(challenge.otpMinutes, 'minute')}.` : ''}{' '}
          Enter it below to continue.
        </>
      }
      footer={
        <Link component={RouterLink} to={loginHref}>
          Sign in with a different account
        </Link>
      }
    >
      <OtpForm challenge={challenge} onChallengeChange={replaceChallenge} onSignedIn={handleSignedIn} />
    </AuthCard>
  );
}
