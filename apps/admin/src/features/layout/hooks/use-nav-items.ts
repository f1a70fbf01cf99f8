import { useLocation } from 'react-router';
import { hasAnyRole } from '@docapply/contracts';
import { useSession, type TNavLink } from '@docapply/ui';
import { PLATFORM_NAV, paths } from '@/config/paths';
import { COMMITTEE_ROLES, HOSPITAL_ADMIN, PLATFORM_ADMIN, isAdmin, isSiteUser } from '@/lib/roles';

/** A group of pages behind one header menu (a heading in the phone's drawer). */
export type TNavGroup = { label: string; items: TNavLink[] };
export type TNavItems = { main: TNavLink[]; groups: TNavGroup[] };

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * The header's links: the queue and expiring documents for hospital administrators, the committee's
 * files and meetings for them and committee members, then menus: practice evaluation (FPPE, OPPE),
 * the office's set-up pages and, for platform administrators, the platform pages. Grouped so the
 * header fits one line at 1,200 px (one link each had grown it past the screen). A committee member
 * (no administrator role) sees the Committee, Meetings and FPPE only, as links.
 */
export function useNavItems(): TNavItems {
  const { isSignedIn, user } = useSession();
  const { pathname } = useLocation();
  if (!isSignedIn || !isSiteUser(user)) {
    return { main: [], groups: [] };
  }
  // The decision route's files and the committees' meetings: the office and the steps' members.
  const committee: TNavLink[] = hasAnyRole(user?.roles, COMMITTEE_ROLES)
    ? [
        {
          label: 'Committee',
          to: paths.committee.getHref(),
          isActive: isUnder(pathname, paths.committee.path),
        },
        {
          label: 'Meetings',
          to: paths.meetings.getHref(),
          isActive: isUnder(pathname, paths.meetings.path),
        },
      ]
    : [];
  // Focused evaluations: the office's, and a department chair's own departments'.
  const fppe: TNavLink[] = hasAnyRole(user?.roles, COMMITTEE_ROLES)
    ? [{ label: 'FPPE', to: paths.fppeList.getHref(), isActive: isUnder(pathname, paths.fppeList.path) }]
    : [];
  if (!isAdmin(user)) {
    return { main: [...committee, ...fppe], groups: [] };
  }
  const office: TNavLink[] = hasAnyRole(user?.roles, HOSPITAL_ADMIN)
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
  const main = [...office, ...committee];
  // Practice evaluation after a grant: the FPPEs and the office's OPPE (cycles, reports, the import).
  const evaluation: TNavLink[] = [
    ...fppe,
    ...(hasAnyRole(user?.roles, HOSPITAL_ADMIN)
      ? [{ label: 'OPPE', to: paths.oppe.getHref(), isActive: isUnder(pathname, paths.oppe.path) }]
      : []),
  ];
  // The office's set-up pages: its forms, privilege catalogue, turnaround, single sign-on, API
  // tokens and decision route (any hospital for a platform admin), and its verification, decision-letter and
  // temporary-privilege settings (hospital administrators).
  const setup: TNavLink[] = [
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
    {
      label: 'Single sign-on',
      to: paths.ssoSettings.getHref(),
      isActive: isUnder(pathname, paths.ssoSettings.path),
    },
    {
      label: 'API tokens',
      to: paths.apiTokens.getHref(),
      isActive: isUnder(pathname, paths.apiTokens.path),
    },
    {
      label: 'Integrations',
      to: paths.integrations.getHref(),
      isActive: isUnder(pathname, paths.integrations.path),
    },
  ];
  if (hasAnyRole(user?.roles, HOSPITAL_ADMIN)) {
    setup.push({
      label: 'Verification',
      to: paths.verificationSettings.getHref(),
      isActive: isUnder(pathname, paths.verificationSettings.path),
    });
    setup.push({
      label: 'Decision letters',
      to: paths.letterSettings.getHref(),
      isActive: isUnder(pathname, paths.letterSettings.path),
    });
    setup.push({
      label: 'OPPE indicators',
      to: paths.oppeSettings.getHref(),
      isActive: isUnder(pathname, paths.oppeSettings.path),
    });
    setup.push({
      label: 'Temporary privileges',
      to: paths.temporaryPrivilegeSettings.getHref(),
      isActive: isUnder(pathname, paths.temporaryPrivilegeSettings.path),
    });
    setup.push({
      label: 'Telemedicine agreements',
      to: paths.telemedicineAgreements.getHref(),
      isActive: isUnder(pathname, paths.telemedicineAgreements.path),
    });
    setup.push({
      label: 'FPPE settings',
      to: paths.fppeSettings.getHref(),
      isActive: isUnder(pathname, paths.fppeSettings.path),
    });
  }
  // After verification, as in an application's life: who decides once it is verified.
  setup.push({
    label: 'Decision route',
    to: paths.decisionRoute.getHref(),
    isActive: isUnder(pathname, paths.decisionRoute.path),
  });
  // Note: platform pages are listed to platform administrators only (the API refuses everyone else).
  const platform = hasAnyRole(user?.roles, PLATFORM_ADMIN)
    ? PLATFORM_NAV.map((item) => ({
        label: item.label,
        to: item.href,
        isActive: isUnder(pathname, item.href),
      }))
    : [];
  const groups = [
    ...(evaluation.length > 0 ? [{ label: 'Evaluation', items: evaluation }] : []),
    { label: 'Set-up', items: setup },
  ];
  if (platform.length > 0) {
    groups.push({ label: 'Platform', items: platform });
  }
  return { main, groups };
}
