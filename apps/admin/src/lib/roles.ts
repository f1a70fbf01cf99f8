import { hasAnyRole, type TRole, type TUser } from '@docapply/contracts';
import { paths } from '@/config/paths';

export const ADMIN_ROLES: readonly TRole[] = ['hospital_admin', 'platform_admin'];
export const HOSPITAL_ADMIN: readonly TRole[] = ['hospital_admin'];
export const PLATFORM_ADMIN: readonly TRole[] = ['platform_admin'];

export function isAdmin(user: TUser | null): boolean {
  return hasAnyRole(user?.roles, ADMIN_ROLES);
}

/** Where an administrator starts: the queue, or the platform pages for a platform-only admin. */
export function getLandingHref(user: TUser | null): string {
  if (hasAnyRole(user?.roles, HOSPITAL_ADMIN)) {
    return paths.applications.getHref();
  }
  if (hasAnyRole(user?.roles, PLATFORM_ADMIN)) {
    return paths.platformHospitals.getHref();
  }
  return paths.home.getHref();
}
