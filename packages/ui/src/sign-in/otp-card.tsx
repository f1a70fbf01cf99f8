import { useCallback } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import Link from '@mui/material/Link';
import type { TPasskeySite, TSession } from '@docapply/contracts';
import { formatCount } from '../format/format';
import { AuthCard } from './auth-card';
import { useOtpChallenge, type TOtpChallengeStore } from './otp-challenge';
import { FactorForm } from './factor-form';
import { OtpForm } from './otp-form';

export type TOtpCardProps = {
  challengeStore: TOtpChallengeStore;
  /** This site's first sign-in step, where a visitor without an attempt is sent. */
  loginHref: string;
  onSignedIn: (session: TSession) => void;
  /** Which site signs in: a passkey belongs to its host. */
  site?: TPasskeySite;
};

/**
 * The code page of both sites: the 6-digit code emailed after email and password, or, for an
 * account with one, its passkey or authenticator app.
 */
export function OtpCard({ challengeStore, loginHref, onSignedIn, site = 'portal' }: TOtpCardProps) {
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
  const footer = (
    <Link component={RouterLink} to={loginHref}>
      Sign in with a different account
    </Link>
  );
  if (!challenge.isCodeSent) {
    return (
      <AuthCard
        title="Confirm it is you"
        subtitle={
          challenge.factors.passkey
            ? 'Use your passkey, or a code from your authenticator app or your recovery codes.'
            : 'Enter the 6-digit code your authenticator app shows.'
        }
        footer={footer}
      >
        <FactorForm
          challenge={challenge}
          site={site}
          onChallengeChange={replaceChallenge}
          onSignedIn={handleSignedIn}
        />
      </AuthCard>
    );
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
      footer={footer}
    >
      <OtpForm challenge={challenge} onChallengeChange={replaceChallenge} onSignedIn={handleSignedIn} />
    </AuthCard>
  );
}
