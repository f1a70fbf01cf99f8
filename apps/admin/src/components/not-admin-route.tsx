import { useLogout } from '@docapply/ui';
import { paths } from '@/config/paths';
import { NotAdminPage } from './not-admin-page';

/** A signed-in account without an administrator role (a doctor's): told so, and able to sign out. */
export function NotAdminRoute() {
  const logout = useLogout(paths.home.getHref());
  return <NotAdminPage onSignOut={() => logout.mutate()} isSigningOut={logout.isPending} />;
}
