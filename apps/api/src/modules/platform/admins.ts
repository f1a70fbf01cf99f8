import { and, arrayContains, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { TPlatformAdmin, TUpdateAdminRequest } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { hospitalAdmins, hospitals, users } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { changedValues, writeAudit } from '@/core/audit';
import { findUserById, type TUserRow } from '@/core/users/users';
import { PLATFORM_API_MESSAGES } from './messages';

type TAdminHospital = { id: string; name: string };

/**
 * An existing account becomes an administrator (`role`): never a doctor's (their email is their
 * identity there) nor a disabled one's (`disabledMessage` says which kind it is). False when the
 * account has the role already, which the caller judges.
 */
export async function grantAdminRole(
  db: TDb,
  user: TUserRow,
  role: 'hospital_admin' | 'platform_admin',
  disabledMessage: string,
): Promise<boolean> {
  if (user.roles.includes('doctor')) {
    throw new AppError('CONFLICT', {
      message: PLATFORM_API_MESSAGES.doctorEmail,
      fields: { email: PLATFORM_API_MESSAGES.doctorEmail },
    });
  }
  if (user.disabledAt) {
    throw new AppError('CONFLICT', { message: disabledMessage });
  }
  if (user.roles.includes(role)) {
    return false;
  }
  await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, ${role}::text)` })
    .where(eq(users.id, user.id));
  return true;
}

/** The hospitals behind the ids, by name; an unknown id is the caller's mistake, on that field. */
export async function findHospitalsOrFail(db: TDb, ids: string[]): Promise<TAdminHospital[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: hospitals.id, name: hospitals.name })
    .from(hospitals)
    .where(inArray(hospitals.id, unique))
    .orderBy(asc(hospitals.name));
  if (rows.length !== unique.length) {
    throw new AppError('VALIDATION', {
      message: 'Please correct the highlighted fields',
      fields: { hospitalIds: PLATFORM_API_MESSAGES.unknownHospital },
    });
  }
  return rows;
}

async function listAdminHospitals(db: TDb, userIds: string[]) {
  const byUser = new Map<string, TAdminHospital[]>();
  if (userIds.length === 0) {
    return byUser;
  }
  const rows = await db
    .select({ userId: hospitalAdmins.userId, id: hospitals.id, name: hospitals.name })
    .from(hospitalAdmins)
    .innerJoin(hospitals, eq(hospitals.id, hospitalAdmins.hospitalId))
    .where(inArray(hospitalAdmins.userId, userIds))
    .orderBy(asc(hospitals.name));
  for (const { userId, id, name } of rows) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), { id, name }]);
  }
  return byUser;
}

function toAdminView(row: TUserRow, adminHospitals: TAdminHospital[]): TPlatformAdmin {
  return {
    id: row.id,
    email: row.email,
    name: { first: row.firstName, last: row.lastName },
    hospitals: adminHospitals,
    isDisabled: row.disabledAt !== null,
    // Setting the password through the invitation is what verifies an admin's email.
    isInvitePending: row.emailVerifiedAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /platform/admins: every hospital admin account, by name. */
export async function listAdmins(db: TDb, onlyId?: string): Promise<TPlatformAdmin[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(arrayContains(users.roles, ['hospital_admin']), onlyId ? eq(users.id, onlyId) : undefined))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  const byUser = await listAdminHospitals(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminView(row, byUser.get(row.id) ?? []));
}

/** What the trail keeps of an admin account: its hospitals and whether it is disabled. */
function toAuditedAdmin(admin: TPlatformAdmin): Record<string, unknown> {
  return { hospitals: admin.hospitals.map((hospital) => hospital.name), disabled: admin.isDisabled };
}

export async function getAdmin(db: TDb, id: string): Promise<TPlatformAdmin> {
  const [admin] = await listAdmins(db, id);
  if (!admin) {
    throw new AppError('NOT_FOUND', { message: PLATFORM_API_MESSAGES.adminNotFound });
  }
  return admin;
}

/** Gives the user these hospitals (keeping the ones they have). */
export async function addAdminHospitals(db: TDb, userId: string, hospitalIds: string[]): Promise<void> {
  await db
    .insert(hospitalAdmins)
    .values(hospitalIds.map((hospitalId) => ({ userId, hospitalId })))
    .onConflictDoNothing();
}

/**
 * PUT /platform/admins/{id}: replaces the admin's hospitals and/or disables or enables the
 * account. A disabled account's tokens stop working at once (the guard reads disabledAt).
 */
export async function updateAdmin(
  ctx: TAppContext,
  options: { actor: TUserRow; id: string; input: TUpdateAdminRequest },
): Promise<TPlatformAdmin> {
  const { actor, id, input } = options;
  const user = await findUserById(ctx.db, id);
  // Note: only hospital admin accounts are managed here; any other account reads as not found.
  if (!user?.roles.includes('hospital_admin')) {
    throw new AppError('NOT_FOUND', { message: PLATFORM_API_MESSAGES.adminNotFound });
  }
  // Note: nobody locks themselves out.
  if (input.disabled === true && user.id === actor.id) {
    throw new AppError('CONFLICT', { message: PLATFORM_API_MESSAGES.cannotDisableSelf });
  }
  const previous = await getAdmin(ctx.db, id);
  const hospitalIds = input.hospitalIds;
  if (hospitalIds) {
    await findHospitalsOrFail(ctx.db, hospitalIds);
    await ctx.db.transaction(async (tx) => {
      await tx
        .delete(hospitalAdmins)
        .where(and(eq(hospitalAdmins.userId, id), notInArray(hospitalAdmins.hospitalId, hospitalIds)));
      await addAdminHospitals(tx, id, hospitalIds);
    });
  }
  if (input.disabled !== undefined) {
    await ctx.db
      .update(users)
      .set({ disabledAt: input.disabled ? sql`coalesce(${users.disabledAt}, now())` : null })
      .where(eq(users.id, id));
  }
  const updated = await getAdmin(ctx.db, id);
  await writeAudit(ctx.db, {
    actorId: actor.id,
    action: 'platform.admin-updated',
    entity: 'user',
    entityId: id,
    ...(changedValues(toAuditedAdmin(previous), toAuditedAdmin(updated)) ?? { before: null, after: null }),
  });
  return updated;
}
