import { asc, eq, inArray } from 'drizzle-orm';
import type { TSupervisionAgreement, TSupervisionState } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { privileges, supervisionAgreements, users } from '@/core/db/schema';
import { findMemberPhysician } from './members';

export type TAgreementRow = typeof supervisionAgreements.$inferSelect;

/** A pending request whose link timed out reads as expired (the practitioner resends it). */
export function toState(row: TAgreementRow, now = Date.now()): TSupervisionState {
  return row.state === 'pending' && row.linkExpiresAt.getTime() <= now ? 'expired' : row.state;
}

export async function loadPrivilegesOf(db: TDb, ids: readonly string[]) {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select({ privilegeId: privileges.id, name: privileges.name, department: privileges.department })
    .from(privileges)
    .where(inArray(privileges.id, [...ids]))
    .orderBy(asc(privileges.department), asc(privileges.name));
}

export async function findFullName(db: TDb, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : '';
}

/** The agreement as the practitioner and the office read it. */
export async function toAgreementView(db: TDb, row: TAgreementRow): Promise<TSupervisionAgreement> {
  const member = await findMemberPhysician(db, { hospitalId: row.hospitalId, physicianId: row.physicianId });
  return {
    id: row.id,
    applicationId: row.applicationId,
    physician: member ?? {
      id: row.physicianId,
      name: `Dr. ${await findFullName(db, row.physicianId)}`,
      departments: [],
    },
    relationship: row.relationship,
    privileges: await loadPrivilegesOf(db, row.privilegeIds),
    state: toState(row),
    sentAt: row.sentAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    signedName: row.signedName,
    answeredVia: row.answeredVia ?? null,
  };
}
