import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { hospitalAdmins, hospitals, passkeys, systemSettings, totpFactors } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';

/** The system setting that makes platform administrators sign in with a strong factor. */
export const REQUIRE_STRONG_FACTOR_SETTING = 'require_strong_factor_platform_admins';

/**
 * What an account can prove itself with beyond the password: an authenticator app (confirmed),
 * passkeys, and whether its hospital or the platform requires one of those ("strong") factors.
 * Read at sign-in and on the security page, not on every request.
 */
export type TSecondFactors = { hasTotp: boolean; hasPasskey: boolean; isStrongRequired: boolean };

export async function findSecondFactors(
  db: TDb,
  user: Pick<TUserRow, 'id' | 'roles'>,
): Promise<TSecondFactors> {
  const [row] = await db
    .select({
      hasTotp: sql<boolean>`exists (select 1 from ${totpFactors}
        where ${totpFactors.userId} = ${user.id} and ${isNotNull(totpFactors.confirmedAt)})`,
      hasPasskey: sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${user.id})`,
    })
    .from(sql`(select 1) as one`);
  return {
    hasTotp: Boolean(row?.hasTotp),
    hasPasskey: Boolean(row?.hasPasskey),
    isStrongRequired: await isStrongFactorRequired(db, user),
  };
}

/** An account with a passkey or a confirmed authenticator app. */
export function hasStrongFactor(factors: TSecondFactors): boolean {
  return factors.hasTotp || factors.hasPasskey;
}

/**
 * A platform administrator when the platform requires it; a hospital administrator when any of
 * their hospitals does. Doctors and delegates never: the emailed code stays theirs.
 */
async function isStrongFactorRequired(db: TDb, user: Pick<TUserRow, 'id' | 'roles'>): Promise<boolean> {
  if (user.roles.includes('platform_admin')) {
    const [setting] = await db
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, REQUIRE_STRONG_FACTOR_SETTING))
      .limit(1);
    if (setting?.value === true) {
      return true;
    }
  }
  if (!user.roles.includes('hospital_admin')) {
    return false;
  }
  const [hospital] = await db
    .select({ id: hospitals.id })
    .from(hospitalAdmins)
    .innerJoin(hospitals, eq(hospitals.id, hospitalAdmins.hospitalId))
    .where(and(eq(hospitalAdmins.userId, user.id), eq(hospitals.requireStrongFactor, true)))
    .limit(1);
  return Boolean(hospital);
}
