import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TSession } from '@docapply/contracts';
import { OtpCard } from '@docapply/ui';
import { paths } from '@/config/paths';
import { readReturnPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { otpChallenges } from '../otp-challenges';

/**
 * Second sign-in step: the 6-digit code emailed after /login; a doctor then lands on the dashboard,
 * or back on the page they were sent to sign in from (`?next=`).
 */
export function OtpPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const next = readReturnPath(useSearchParams()[0]);
  const onSignedIn = useCallback(
    (session: TSession) => {
      signIn(session);
      const landing = session.isEnrolOnly ? paths.security.getHref() : next;
      void navigate(landing ?? paths.dashboard.getHref(), { replace: true });
    },
    [navigate, signIn, next],
  );
  return (
    <OtpCard
      challengeStore={otpChallenges}
      loginHref={paths.login.getHref(next ?? undefined)}
      onSignedIn={onSignedIn}
    />
  );
}
