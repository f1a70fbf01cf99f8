import { hasAnyRole, type TRole, type TUser } from '@docapply/contracts';
import { paths } from '@/config/paths';

export const ADMIN_ROLES: readonly TRole[] = ['hospital_admin', 'platform_admin'];
export const HOSPITAL_ADMIN: readonly TRole[] = ['hospital_admin'];
export const PLATFORM_ADMIN: readonly TRole[] = ['platform_admin'];
/**
 * The committee pages: the members of decision routes' steps, and the hospital's office, which
 * follows every file in its hospitals' routes.
 */
export const COMMITTEE_ROLES: readonly TRole[] = ['hospital_admin', 'committee_member'];
/** Everyone who signs in on this site: the administrators and the committee members. */
export const SITE_ROLES: readonly TRole[] = [...ADMIN_ROLES, 'committee_member'];

export function isAdmin(user: TUser | null): boolean {
  return hasAnyRole(user?.roles, ADMIN_ROLES);
}

/** An administrator, or a committee member (who sees only the committee pages and their account). */
export function isSiteUser(user: TUser | null): boolean {
  return hasAnyRole(user?.roles, SITE_ROLES);
}

/**
 * Where a user starts: the queue, the platform pages for a platform-only admin, or the committee's
 * files for a committee member.
 */
export function getLandingHref(user: TUser | null): string {
  if (hasAnyRole(user?.roles, HOSPITAL_ADMIN)) {
    return paths.applications.getHref();
  }
  if (hasAnyRole(user?.roles, PLATFORM_ADMIN)) {
    return paths.platformHospitals.getHref();
  }
  if (hasAnyRole(user?.roles, COMMITTEE_ROLES)) {
    return paths.committee.getHref();
  }
  return paths.home.getHref();
}
