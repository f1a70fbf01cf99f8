import { and, eq } from 'drizzle-orm';
import { hasAnyRole } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { hospitalAdmins, identityProviders } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';

/**
 * The identity provider's name when one of the user's hospitals has turned password sign-in off
 * for its administrators (they sign in through the provider), else null. Note: a platform
 * administrator is never affected: they are nobody's hospital staff, and must be able to repair a
 * hospital's broken single sign-on.
 */
export async function findRequiredProvider(db: TDb, user: TUserRow): Promise<string | null> {
  if (hasAnyRole(user.roles, ['platform_admin']) || !hasAnyRole(user.roles, ['hospital_admin'])) {
    return null;
  }
  const [row] = await db
    .select({ displayName: identityProviders.displayName })
    .from(identityProviders)
    .innerJoin(hospitalAdmins, eq(hospitalAdmins.hospitalId, identityProviders.hospitalId))
    .where(and(eq(hospitalAdmins.userId, user.id), eq(identityProviders.isPasswordSignInAllowed, false)))
    .limit(1);
  return row?.displayName ?? null;
}
