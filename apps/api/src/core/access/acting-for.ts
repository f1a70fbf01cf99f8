import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { delegations, users } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The doctor a delegate may act for right now: one indexed read (delegations_active) of a live
 * delegation to an enabled doctor's account. Null for a revoked one, another doctor or a malformed id.
 */
export async function findActingDoctor(
  db: TDb,
  delegateId: string,
  doctorId: string,
): Promise<TUserRow | null> {
  if (!UUID_PATTERN.test(doctorId)) {
    return null;
  }
  const [row] = await db
    .select({ doctor: users })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.doctorId))
    .where(
      and(
        eq(delegations.delegateId, delegateId),
        eq(delegations.doctorId, doctorId),
        isNull(delegations.revokedAt),
        isNull(users.disabledAt),
        sql`'doctor' = any(${users.roles})`,
      ),
    )
    .limit(1);
  return row?.doctor ?? null;
}
