import { asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TTemporaryPrivilegeGrant, TTemporaryPrivilegeName } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applicationPrivileges, privileges, temporaryPrivileges, users } from '@/core/db/schema';

export type TGrantRow = typeof temporaryPrivileges.$inferSelect;

const grantedByUser = alias(users, 'granted_by_user');
const endedByUser = alias(users, 'ended_by_user');

const personOf = (person: { id: string; firstName: string; lastName: string } | null) =>
  person ? { id: person.id, name: `${person.firstName} ${person.lastName}` } : null;

/** The privileges named by `ids`, in the catalogue's order (department, then name). */
export async function findPrivilegeNames(
  db: TDb,
  ids: readonly string[],
): Promise<TTemporaryPrivilegeName[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select({ id: privileges.id, name: privileges.name, department: privileges.department })
    .from(privileges)
    .where(inArray(privileges.id, [...new Set(ids)]))
    .orderBy(asc(privileges.department), asc(privileges.name));
}

/** The privileges the application requested: what a grant may name. */
export async function findRequestedPrivileges(
  db: TDb,
  applicationId: string,
): Promise<TTemporaryPrivilegeName[]> {
  return db
    .select({ id: privileges.id, name: privileges.name, department: privileges.department })
    .from(applicationPrivileges)
    .innerJoin(privileges, eq(privileges.id, applicationPrivileges.privilegeId))
    .where(eq(applicationPrivileges.applicationId, applicationId))
    .orderBy(asc(privileges.department), asc(privileges.name));
}

/** Every grant of the application, newest first, with who granted and ended it and its privileges' names. */
export async function listGrants(db: TDb, applicationId: string): Promise<TTemporaryPrivilegeGrant[]> {
  const rows = await db
    .select({
      grant: temporaryPrivileges,
      grantedBy: {
        id: grantedByUser.id,
        firstName: grantedByUser.firstName,
        lastName: grantedByUser.lastName,
      },
      endedBy: { id: endedByUser.id, firstName: endedByUser.firstName, lastName: endedByUser.lastName },
    })
    .from(temporaryPrivileges)
    .leftJoin(grantedByUser, eq(grantedByUser.id, temporaryPrivileges.grantedBy))
    .leftJoin(endedByUser, eq(endedByUser.id, temporaryPrivileges.endedBy))
    .where(eq(temporaryPrivileges.applicationId, applicationId))
    .orderBy(desc(temporaryPrivileges.grantedAt), desc(temporaryPrivileges.id));
  const names = await findPrivilegeNames(
    db,
    rows.flatMap(({ grant }) => grant.privilegeIds),
  );
  return rows.map(({ grant, grantedBy, endedBy }) => ({
    id: grant.id,
    applicationId: grant.applicationId,
    basis: grant.basis,
    reason: grant.reason,
    startsOn: grant.startsOn,
    endsOn: grant.endsOn,
    state: grant.state,
    privileges: names.filter((privilege) => grant.privilegeIds.includes(privilege.id)),
    grantedBy: personOf(grantedBy),
    grantedAt: grant.grantedAt.toISOString(),
    endedAt: grant.endedAt?.toISOString() ?? null,
    endedBy: personOf(endedBy),
    endReason: grant.endReason,
  }));
}
