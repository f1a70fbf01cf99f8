import { Navigate, Outlet, useLocation } from 'react-router';
import type { TRole } from '@docapply/contracts';
import { PrivateRoute, renderLazy, useSession } from '@docapply/ui';
import { paths } from '@/config/paths';
import { getLandingHref, isSiteUser } from '@/lib/roles';
import { NotAdminRoute } from './lazy-pages';

/** Sign-in pages are for signed-out visitors; a signed-in administrator or member goes to their first page. */
export function PublicOnlyGuard() {
  const { isSignedIn, isEnrolOnly, user } = useSession();
  if (isSignedIn && isSiteUser(user)) {
    return <Navigate to={isEnrolOnly ? paths.security.getHref() : getLandingHref(user)} replace />;
  }
  return <Outlet />;
}

/**
 * Signed-in pages need one of `allowed`. Signed-out visitors go to sign-in; an administrator or
 * committee member without the role goes to their own first page (a committee member to the
 * committee's files); an account with neither (a doctor's) is told so and can sign out.
 */
export function AdminGuard({ allowed }: { allowed: readonly TRole[] }) {
  const { isSignedIn, isEnrolOnly, user } = useSession();
  const { pathname } = useLocation();
  // Note: a session that may only set up a second factor stays on the security page (the API
  // refuses it everything else).
  if (isSignedIn && isEnrolOnly && pathname !== paths.security.path) {
    return <Navigate to={paths.security.getHref()} replace />;
  }
  // Note: this only hides pages; the API checks the token and the role on every call. The page
  // that says so loads only for such an account.
  if (isSignedIn && !isSiteUser(user)) {
    return renderLazy(NotAdminRoute);
  }
  return (
    <PrivateRoute
      isSignedIn={isSignedIn}
      roles={user?.roles ?? []}
      allowed={allowed}
      redirectTo={getLandingHref(isSignedIn ? user : null)}
    />
  );
}
