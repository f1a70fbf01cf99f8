import { AccountSecurityPage } from '@docapply/ui';
import { paths } from '@/config/paths';

/** /security: the doctor's passkeys, authenticator app and recovery codes. */
export function SecurityPage() {
  return <AccountSecurityPage site="portal" getLandingHref={() => paths.dashboard.getHref()} />;
}
