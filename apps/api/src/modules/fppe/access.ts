import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { FPPE_MESSAGES, type TAdminHospitalList } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import {
  departmentChairs,
  decisionStepMembers,
  decisionSteps,
  fppes,
  hospitalAdmins,
  hospitals,
} from '@/core/db/schema';
import { isHospitalAdmin, isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';

export type TFppeRow = typeof fppes.$inferSelect;

/** How one user stands to one FPPE. */
export type TFppeAccess = {
  fppe: TFppeRow;
  /** The office or the department's chair: adjusts the plan, chooses evaluators, concludes. */
  canManage: boolean;
};

export function fppeNotFound(): AppError {
  return new AppError('NOT_FOUND', { message: FPPE_MESSAGES.notFound });
}

/** Whether the user chairs the department at the hospital. */
export async function isDepartmentChair(
  db: TDb,
  userId: string,
  { hospitalId, department }: { hospitalId: string; department: string },
): Promise<boolean> {
  const [row] = await db
    .select({ userId: departmentChairs.userId })
    .from(departmentChairs)
    .where(
      and(
        eq(departmentChairs.hospitalId, hospitalId),
        eq(departmentChairs.department, department),
        eq(departmentChairs.userId, userId),
      ),
    );
  return Boolean(row);
}

/** Whether the user sits on a step of the hospital's current decision route (a committee). */
async function sitsOnRoute(db: TDb, userId: string, hospitalId: string): Promise<boolean> {
  const [row] = await db
    .select({ stepId: decisionSteps.id })
    .from(decisionStepMembers)
    .innerJoin(decisionSteps, eq(decisionSteps.id, decisionStepMembers.stepId))
    .where(
      and(
        eq(decisionStepMembers.userId, userId),
        eq(decisionSteps.hospitalId, hospitalId),
        isNull(decisionSteps.removedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Note: the one rule of who reads an FPPE (peer-review material). The hospital's office and the
 * department's chair manage it; the members of the hospital's committee route read it once it is
 * referred to them (and after they decided it). Anyone else, another hospital's office included,
 * 404 as if it did not exist.
 * Evaluators read their own FPPE through their link (link.ts), practitioners only their progress.
 */
export async function getFppeAccess(db: TDb, user: TUserRow, fppeId: string): Promise<TFppeAccess> {
  const [fppe] = isUuid(fppeId) ? await db.select().from(fppes).where(eq(fppes.id, fppeId)) : [];
  if (!fppe) {
    throw fppeNotFound();
  }
  const canManage =
    (await isHospitalAdmin(db, user.id, fppe.hospitalId)) || (await isDepartmentChair(db, user.id, fppe));
  if (canManage) {
    return { fppe, canManage };
  }
  const wasReferred = fppe.state === 'referred' || fppe.referralDecidedAt !== null;
  if (wasReferred && (await sitsOnRoute(db, user.id, fppe.hospitalId))) {
    return { fppe, canManage: false };
  }
  throw fppeNotFound();
}

/** The same, for a change that writes: only a manager, and the row locked for the change. */
export async function lockManagedFppe(tx: TDb, user: TUserRow, fppeId: string): Promise<TFppeRow> {
  const access = await getFppeAccess(tx, user, fppeId);
  if (!access.canManage) {
    throw fppeNotFound();
  }
  const [locked] = await tx.select().from(fppes).where(eq(fppes.id, fppeId)).for('update');
  return locked;
}

/** The departments of a hospital the user may list: every one for the office, their own for a chair. */
export async function listManagedDepartments(
  db: TDb,
  user: TUserRow,
  hospitalId: string,
): Promise<{ all: boolean; departments: string[] }> {
  if (isUuid(hospitalId) && (await isHospitalAdmin(db, user.id, hospitalId))) {
    return { all: true, departments: [] };
  }
  const rows = isUuid(hospitalId)
    ? await db
        .select({ department: departmentChairs.department })
        .from(departmentChairs)
        .where(and(eq(departmentChairs.hospitalId, hospitalId), eq(departmentChairs.userId, user.id)))
    : [];
  if (rows.length === 0) {
    throw new AppError('NOT_FOUND', { message: FPPE_MESSAGES.hospitalNotFound });
  }
  return { all: false, departments: rows.map((row) => row.department) };
}

/**
 * Who decides a referral (restriction or removal recommended): the members of the last step of the
 * hospital's current decision route, as for an application; the office when it has no route.
 */
export async function canDecideReferral(db: TDb, user: TUserRow, fppe: TFppeRow): Promise<boolean> {
  if (fppe.state !== 'referred' || fppe.referralDecidedAt) {
    return false;
  }
  const [last] = await db
    .select({ id: decisionSteps.id })
    .from(decisionSteps)
    .where(and(eq(decisionSteps.hospitalId, fppe.hospitalId), isNull(decisionSteps.removedAt)))
    .orderBy(desc(decisionSteps.position))
    .limit(1);
  if (!last) {
    return isHospitalAdmin(db, user.id, fppe.hospitalId);
  }
  const [seat] = await db
    .select({ userId: decisionStepMembers.userId })
    .from(decisionStepMembers)
    .where(and(eq(decisionStepMembers.stepId, last.id), eq(decisionStepMembers.userId, user.id)));
  return Boolean(seat);
}

/**
 * GET /admin/fppe-hospitals: the hospitals whose FPPEs the user may list: those they administer and
 * those where they chair a department, by name.
 */
export async function listFppeHospitals(db: TDb, user: TUserRow): Promise<TAdminHospitalList> {
  const data = await db
    .select({ id: hospitals.id, name: hospitals.name, city: hospitals.city, state: hospitals.state })
    .from(hospitals)
    .where(
      or(
        inArray(
          hospitals.id,
          db
            .select({ id: hospitalAdmins.hospitalId })
            .from(hospitalAdmins)
            .where(eq(hospitalAdmins.userId, user.id)),
        ),
        inArray(
          hospitals.id,
          db
            .select({ id: departmentChairs.hospitalId })
            .from(departmentChairs)
            .where(eq(departmentChairs.userId, user.id)),
        ),
      ),
    )
    .orderBy(asc(hospitals.name), asc(hospitals.id));
  return { data };
}
