import { Navigate, Outlet } from 'react-router';
import { hasAnyRole, type TRole } from '@docapply/contracts';

export type TPrivateRouteProps = {
  isSignedIn: boolean;
  roles: readonly string[];
  allowed: readonly TRole[];
  redirectTo?: string;
};

/** Private routes need a session and one of the allowed roles (spec sections 2 and 6). */
export function PrivateRoute({ isSignedIn, roles, allowed, redirectTo = '/' }: TPrivateRouteProps) {
  // Note: signed-out visitors and users without an allowed role never see a private page.
  // This only hides pages; the API checks the token and role on every call.
  if (!isSignedIn || !hasAnyRole(roles, allowed)) {
    return <Navigate to={redirectTo} replace />;
  }
  return <Outlet />;
}
