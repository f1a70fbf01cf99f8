import { AccountSecurityPage } from '@docapply/ui';
import { getLandingHref } from '@/lib/roles';

/**
 * /security: the administrator's passkeys, authenticator app and recovery codes; where an
 * administrator whose organisation requires one, and who has none, is kept after signing in.
 */
export function SecurityPage() {
  return <AccountSecurityPage site="admin" getLandingHref={getLandingHref} />;
}
