import { Navigate, Outlet } from 'react-router';

export type TPublicRouteProps = { isSignedIn: boolean; redirectTo?: string };

/** Public routes are for signed-out visitors only (spec section 2). */
export function PublicRoute({ isSignedIn, redirectTo = '/dashboard' }: TPublicRouteProps) {
  // Note: a signed-in user has no business on the sign-in pages; send them to their home page.
  if (isSignedIn) {
    return <Navigate to={redirectTo} replace />;
  }
  return <Outlet />;
}
