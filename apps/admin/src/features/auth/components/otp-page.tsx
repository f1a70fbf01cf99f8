import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TSession } from '@docapply/contracts';
import { OtpCard, useSession } from '@docapply/ui';
import { NotAdminPage } from '@/components/not-admin-page';
import { paths } from '@/config/paths';
import { getLandingHref, isSiteUser } from '@/lib/roles';
import { otpChallenges } from '@/lib/otp-challenges';
import { useCloseSession } from '../api/close-session';

/**
 * Second sign-in step. An administrator is signed in and lands on their first page; any other
 * account is told so, and its session is ended rather than kept.
 */
export function OtpPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const closeSession = useCloseSession();
  const [isRefused, setIsRefused] = useState(false);
  const { mutate: close } = closeSession;

  const onSignedIn = useCallback(
    (session: TSession) => {
      // Note: only administrators and committee members get a session here; the API checks the
      // role on every call too.
      if (!isSiteUser(session.user)) {
        close(session.token);
        setIsRefused(true);
        return;
      }
      signIn(session);
      // A session that may only set up a passkey or an authenticator app starts where that is done.
      const landing = session.isEnrolOnly ? paths.security.getHref() : getLandingHref(session.user);
      void navigate(landing, { replace: true });
    },
    [close, navigate, signIn],
  );

  if (isRefused) {
    return (
      <NotAdminPage
        isSigningOut={closeSession.isPending}
        onSignOut={() => void navigate(paths.home.getHref(), { replace: true })}
      />
    );
  }
  return (
    <OtpCard
      challengeStore={otpChallenges}
      loginHref={paths.home.getHref()}
      onSignedIn={onSignedIn}
      site="admin"
    />
  );
}
