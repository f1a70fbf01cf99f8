import { useLocation } from 'react-router';
import { hasAnyRole, type TRole } from '@docapply/contracts';
import { PrivateRoute, PublicRoute } from '@docapply/ui';
import { LANDING_SECTIONS, paths } from '@/config/paths';
import { readReturnPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { WrongRolePage } from '@/components/wrong-role-page';

// A delegate works on the doctor's pages for the doctor they act for (issue 16).
const DOCTOR_ONLY: TRole[] = ['doctor', 'delegate'];

/**
 * Public routes are for signed-out users; a signed-in user goes to the dashboard, or to the page
 * they were signing in for (`?next=`: the sign-in that ends on a private page lands here first).
 */
export function PublicOnlyGuard() {
  const { isSignedIn } = useSession();
  const { pathname, hash, search } = useLocation();
  const next = readReturnPath(new URLSearchParams(search));
  // Note: signed-in doctors whose email is not verified get About/Features/Contact Us links in
  // the header; those open the landing sections (/#about ...), so that one case is let through.
  const isLandingSection = pathname === paths.home.path && LANDING_SECTIONS.some((s) => `#${s.id}` === hash);
  return (
    <PublicRoute
      isSignedIn={isSignedIn && !isLandingSection}
      redirectTo={next ?? paths.dashboard.getHref()}
    />
  );
}

/**
 * Private routes need a token and the doctor role; signed-out users are sent to the landing page,
 * or (`returnAfterSignIn`, pages that emails link to) to sign in and then back to the page.
 */
export function DoctorOnlyGuard({ returnAfterSignIn = false }: { returnAfterSignIn?: boolean }) {
  const { isSignedIn, user } = useSession();
  const { pathname, search } = useLocation();
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
      redirectTo={returnAfterSignIn ? paths.login.getHref(`${pathname}${search}`) : paths.home.getHref()}
    />
  );
}
