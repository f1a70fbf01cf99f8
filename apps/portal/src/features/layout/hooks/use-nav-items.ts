import { useLocation } from 'react-router';
import type { TNavLink } from '@docapply/ui';
import { DASHBOARD_NAV_PATHS, LANDING_SECTIONS, paths } from '@/config/paths';
import { useSession } from '@/lib/session';

export type TNavItem = TNavLink & {
  /** A landing section: scrolled to smoothly when already on the landing page. */
  sectionId?: string;
};

/**
 * The header's links (spec section 2): a signed-in doctor with a verified email gets the
 * application pages; everyone else gets the landing page's sections.
 */
export function useNavItems(): TNavItem[] {
  const { isSignedIn, user } = useSession();
  const { pathname } = useLocation();

  if (isSignedIn && user?.isEmailVerified) {
    return [
      { label: 'Dashboard', to: paths.dashboard.getHref(), isActive: DASHBOARD_NAV_PATHS.includes(pathname) },
      { label: 'Apply', to: paths.apply.getHref(), isActive: pathname === paths.apply.path },
      {
        label: 'My Application',
        to: paths.myApplications.getHref(),
        isActive:
          pathname === paths.myApplications.path || pathname.startsWith(`${paths.myApplications.path}/`),
      },
    ];
  }
  return LANDING_SECTIONS.map((section) => ({
    label: section.label,
    to: { pathname: paths.home.path, hash: `#${section.id}` },
    sectionId: section.id,
    isActive: false,
  }));
}
