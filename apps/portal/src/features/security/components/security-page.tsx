import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TSession } from '@docapply/contracts';
import { AccountSecurityPage } from '@docapply/ui';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** /security: the doctor's passkeys, authenticator app and recovery codes. */
export function SecurityPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const onSessionReplaced = useCallback(
    (session: TSession) => {
      signIn(session);
      void navigate(paths.dashboard.getHref(), { replace: true });
    },
    [signIn, navigate],
  );
  return <AccountSecurityPage site="portal" onSessionReplaced={onSessionReplaced} />;
}
