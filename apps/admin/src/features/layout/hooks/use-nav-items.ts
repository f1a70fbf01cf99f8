import { useLocation } from 'react-router';
import { hasAnyRole } from '@docapply/contracts';
import { useSession, type TNavLink } from '@docapply/ui';
import { PLATFORM_NAV, paths } from '@/config/paths';
import { HOSPITAL_ADMIN, PLATFORM_ADMIN, isAdmin } from '@/lib/roles';

export type TNavItems = { main: TNavLink[]; platform: TNavLink[] };

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The header's links: the queue for hospital administrators, the platform pages for platform administrators. */
export function useNavItems(): TNavItems {
  const { isSignedIn, user } = useSession();
  const { pathname } = useLocation();
  if (!isSignedIn || !isAdmin(user)) {
    return { main: [], platform: [] };
  }
  const main = hasAnyRole(user?.roles, HOSPITAL_ADMIN)
    ? [
        {
          label: 'Applications',
          to: paths.applications.getHref(),
          isActive: isUnder(pathname, paths.applications.path),
        },
        {
          label: 'Expiring documents',
          to: paths.expiring.getHref(),
          isActive: isUnder(pathname, paths.expiring.path),
        },
      ]
    : [];
  // The office's set-up pages: its forms and privilege catalogue (any hospital for a platform admin).
  main.push(
    { label: 'Forms', to: paths.forms.getHref(), isActive: isUnder(pathname, paths.forms.path) },
    {
      label: 'Privileges',
      to: paths.privileges.getHref(),
      isActive: isUnder(pathname, paths.privileges.path),
    },
    {
      label: 'Turnaround',
      to: paths.turnaround.getHref(),
      isActive: isUnder(pathname, paths.turnaround.path),
    },
  );
  // Note: platform pages are listed to platform administrators only (the API refuses everyone else).
  const platform = hasAnyRole(user?.roles, PLATFORM_ADMIN)
    ? PLATFORM_NAV.map((item) => ({
        label: item.label,
        to: item.href,
        isActive: isUnder(pathname, item.href),
      }))
    : [];
  return { main, platform };
}
