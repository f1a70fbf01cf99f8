import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TSession } from '@docapply/contracts';
import { OtpCard } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { otpChallenges } from '../otp-challenges';

/** Second sign-in step: the 6-digit code emailed after /login; a doctor then lands on the dashboard. */
export function OtpPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const onSignedIn = useCallback(
    (session: TSession) => {
      signIn(session);
      void navigate(paths.dashboard.getHref(), { replace: true });
    },
    [navigate, signIn],
  );
  return <OtpCard challengeStore={otpChallenges} loginHref={paths.login.getHref()} onSignedIn={onSignedIn} />;
}
