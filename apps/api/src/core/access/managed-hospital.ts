import { and, asc, eq, exists, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { hasAnyRole, type TAdminHospitalList } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { hospitalAdmins, hospitals } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { isHospitalAdmin, isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';

export type THospitalRow = typeof hospitals.$inferSelect;

/** What a hospital the user does not manage answers, like one that does not exist. */
export const HOSPITAL_NOT_FOUND = 'Hospital not found';

export function notFound(message: string = HOSPITAL_NOT_FOUND): AppError {
  return new AppError('NOT_FOUND', { message });
}

/**
 * The condition that keeps the rows of the hospitals whose forms the user manages (`hospitalId`
 * is the column holding a row's hospital), or null when they manage none. Note: a platform
 * administrator manages every hospital; a hospital administrator only those they administer
 * (hospital_admins); anyone else none.
 */
export function whereManaged(db: TDb, user: TUserRow, hospitalId: AnyColumn): SQL | undefined | null {
  if (hasAnyRole(user.roles, ['platform_admin'])) {
    return undefined;
  }
  if (!hasAnyRole(user.roles, ['hospital_admin'])) {
    return null;
  }
  return exists(
    db
      .select({ one: sql`1` })
      .from(hospitalAdmins)
      .where(and(eq(hospitalAdmins.hospitalId, hospitalId), eq(hospitalAdmins.userId, user.id))),
  );
}

/**
 * The one scope check of form management: the hospital if the user manages it. Another
 * hospital answers exactly like one that does not exist (404, no data).
 */
export async function getManagedHospital(db: TDb, user: TUserRow, hospitalId: string): Promise<THospitalRow> {
  const condition = whereManaged(db, user, hospitals.id);
  // Not an id at all (a sweep's " " or "../etc"): no hospital, and no query the database refuses.
  if (condition === null || !isUuid(hospitalId)) {
    throw notFound();
  }
  const [row] = await db
    .select()
    .from(hospitals)
    .where(and(eq(hospitals.id, hospitalId), condition))
    .limit(1);
  if (!row) {
    throw notFound();
  }
  return row;
}

/**
 * A hospital's settings are its own administrators' (a platform administrator's neither): anyone
 * else, and an id that names no hospital, reads as missing (404).
 */
export async function assertHospitalAdmin(
  db: TDb,
  user: TUserRow,
  hospitalId: string,
  message: string = HOSPITAL_NOT_FOUND,
): Promise<void> {
  if (!isUuid(hospitalId) || !(await isHospitalAdmin(db, user.id, hospitalId))) {
    throw notFound(message);
  }
}

/** GET /admin/hospitals: the hospitals whose forms the user manages, by name. */
export async function listManagedHospitals(db: TDb, user: TUserRow): Promise<TAdminHospitalList> {
  const condition = whereManaged(db, user, hospitals.id);
  if (condition === null) {
    return { data: [] };
  }
  const data = await db
    .select({ id: hospitals.id, name: hospitals.name, city: hospitals.city, state: hospitals.state })
    .from(hospitals)
    .where(condition)
    .orderBy(asc(hospitals.name), asc(hospitals.id));
  return { data };
}
