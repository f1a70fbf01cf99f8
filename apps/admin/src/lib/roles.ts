import { hasAnyRole, type TRole, type TUser } from '@docapply/contracts';
import { paths } from '@/config/paths';

export const ADMIN_ROLES: readonly TRole[] = ['hospital_admin', 'platform_admin'];
export const HOSPITAL_ADMIN: readonly TRole[] = ['hospital_admin'];
export const PLATFORM_ADMIN: readonly TRole[] = ['platform_admin'];
/** Committee meetings: run by the hospital's administrators, read by the committee's members. */
export const MEETING_ROLES: readonly TRole[] = ['hospital_admin', 'committee_member'];
const COMMITTEE_MEMBER: readonly TRole[] = ['committee_member'];

/** Whether the account may use the admin site: an administrator, or a member of a decision step. */
export function isAdmin(user: TUser | null): boolean {
  return hasAnyRole(user?.roles, [...ADMIN_ROLES, ...COMMITTEE_MEMBER]);
}

/**
 * Where an administrator starts: the queue, the platform pages for a platform-only admin, the
 * meetings for a committee member.
 */
export function getLandingHref(user: TUser | null): string {
  if (hasAnyRole(user?.roles, HOSPITAL_ADMIN)) {
    return paths.applications.getHref();
  }
  if (hasAnyRole(user?.roles, PLATFORM_ADMIN)) {
    return paths.platformHospitals.getHref();
  }
  if (hasAnyRole(user?.roles, COMMITTEE_MEMBER)) {
    return paths.meetings.getHref();
  }
  return paths.home.getHref();
}
