import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { TSession } from '@docapply/contracts';
import { AccountSecurityPage, useSession } from '@docapply/ui';
import { getLandingHref } from '@/lib/roles';

/**
 * /security: the administrator's passkeys, authenticator app and recovery codes; where an
 * administrator whose organisation requires one, and who has none, is sent after signing in.
 */
export function SecurityPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const onSessionReplaced = useCallback(
    (session: TSession) => {
      signIn(session);
      void navigate(getLandingHref(session.user), { replace: true });
    },
    [signIn, navigate],
  );
  return <AccountSecurityPage site="admin" onSessionReplaced={onSessionReplaced} />;
}
