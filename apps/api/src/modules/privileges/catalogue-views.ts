import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TAdminPrivilege, TPrivilegeRequirements } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applicationPrivileges, forms, privileges, users } from '@/core/db/schema';

export type TPrivilegeRow = typeof privileges.$inferSelect;
export type TAdminPrivilegeVersion = Omit<TAdminPrivilege, 'applications'>;

type TCatalogueRow = {
  privilege: TPrivilegeRow;
  formKey: string | null;
  formTitle: string | null;
  firstName: string | null;
  lastName: string | null;
};

/** Privilege rows with the key and title of their form and the name of who wrote them. */
async function selectCatalogueRows(db: TDb, where: SQL | undefined, order: SQL[]): Promise<TCatalogueRow[]> {
  return db
    .select({
      privilege: privileges,
      formKey: forms.key,
      formTitle: forms.title,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(privileges)
    .leftJoin(forms, eq(forms.id, privileges.formId))
    .leftJoin(users, eq(users.id, privileges.createdBy))
    .where(where)
    .orderBy(...order);
}

function toVersionView(row: TCatalogueRow): TAdminPrivilegeVersion {
  const { privilege } = row;
  return {
    id: privilege.id,
    key: privilege.key,
    version: privilege.version,
    department: privilege.department,
    name: privilege.name,
    criteria: privilege.criteria,
    requirements: privilege.requirements as TPrivilegeRequirements,
    isCore: privilege.isCore,
    enabled: privilege.enabled,
    formKey: row.formKey,
    formTitle: row.formTitle,
    practitionerTypes: privilege.practitionerTypes,
    // Rows are immutable: a version was last changed when it was written.
    updatedAt: privilege.createdAt.toISOString(),
    updatedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
  };
}

/** Distinct applications that picked any version of each key (one grouped statement). */
async function countApplicationsByKey(
  db: TDb,
  hospitalId: string,
  key?: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      key: privileges.key,
      applications: sql<number>`count(distinct ${applicationPrivileges.applicationId})::int`,
    })
    .from(applicationPrivileges)
    .innerJoin(privileges, eq(privileges.id, applicationPrivileges.privilegeId))
    .where(
      and(eq(privileges.hospitalId, hospitalId), key === undefined ? undefined : eq(privileges.key, key)),
    )
    .groupBy(privileges.key);
  return new Map(rows.map((row) => [row.key, Number(row.applications)]));
}

/** The current version of every privilege of the hospital, enabled or not, by department and name. */
export async function readCurrentPrivileges(
  db: TDb,
  hospitalId: string,
  key?: string,
): Promise<TAdminPrivilege[]> {
  const rows = await selectCatalogueRows(
    db,
    and(
      eq(privileges.hospitalId, hospitalId),
      isNull(privileges.supersededAt),
      key === undefined ? undefined : eq(privileges.key, key),
    ),
    [asc(privileges.department), asc(privileges.name), asc(privileges.key)],
  );
  const counts = await countApplicationsByKey(db, hospitalId, key);
  return rows.map((row) => ({ ...toVersionView(row), applications: counts.get(row.privilege.key) ?? 0 }));
}

/** Every version of one privilege of the hospital, newest first (empty when the key is not theirs). */
export async function readPrivilegeVersions(
  db: TDb,
  hospitalId: string,
  key: string,
): Promise<TAdminPrivilegeVersion[]> {
  const rows = await selectCatalogueRows(
    db,
    and(eq(privileges.hospitalId, hospitalId), eq(privileges.key, key)),
    [desc(privileges.version)],
  );
  return rows.map(toVersionView);
}
