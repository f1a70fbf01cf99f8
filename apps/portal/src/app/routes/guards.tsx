import { useLocation } from 'react-router';
import { hasAnyRole, type TRole } from '@docapply/contracts';
import { PrivateRoute, PublicRoute } from '@docapply/ui';
import { LANDING_SECTIONS, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { WrongRolePage } from '@/components/wrong-role-page';

const DOCTOR_ONLY: TRole[] = ['doctor'];

/** Public routes are for signed-out users; a signed-in user goes to the dashboard. */
export function PublicOnlyGuard() {
  const { isSignedIn } = useSession();
  const { pathname, hash } = useLocation();
  // Note: signed-in doctors whose email is not verified get About/Features/Contact Us links in
  // the header; those open the landing sections (/#about ...), so that one case is let through.
  const isLandingSection = pathname === paths.home.path && LANDING_SECTIONS.some((s) => `#${s.id}` === hash);
  return <PublicRoute isSignedIn={isSignedIn && !isLandingSection} redirectTo={paths.dashboard.getHref()} />;
}

/** Private routes need a token and the doctor role; signed-out users are sent to the landing page. */
export function DoctorOnlyGuard() {
  const { isSignedIn, user } = useSession();
  // Note: a signed-in account without the doctor role (a hospital admin) would bounce between
  // "/" and "/dashboard"; it gets an explanation instead.
  if (isSignedIn && !hasAnyRole(user?.roles, DOCTOR_ONLY)) {
    return <WrongRolePage />;
  }
  return (
    <PrivateRoute
      isSignedIn={isSignedIn}
      roles={user?.roles ?? []}
      allowed={DOCTOR_ONLY}
      redirectTo={paths.home.getHref()}
    />
  );
}
