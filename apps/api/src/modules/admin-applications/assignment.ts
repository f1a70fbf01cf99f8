import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  ADMIN_DESK_MESSAGES,
  type TAdminAssignee,
  type TAdminPerson,
  type TAssignApplicationResult,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { applications, hospitalAdmins, users } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { changedValues, writeAudit } from '@/core/audit';
import { getManagedHospital } from '@/core/access/managed-hospital';
import type { TUserRow } from '@/core/users/users';
import { getAdminApplication } from '@/core/access/admin-application';

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * The hospital's active administrators, by name: accounts that hold the role, are not disabled and
 * administer this hospital. `onlyId` narrows to one account (the check before an assignment).
 */
async function findHospitalAdmins(db: TDb, hospitalId: string, onlyId?: string): Promise<TAdminPerson[]> {
  return db
    .select({ id: users.id, name: fullName, email: users.email })
    .from(hospitalAdmins)
    .innerJoin(users, eq(users.id, hospitalAdmins.userId))
    .where(
      and(
        eq(hospitalAdmins.hospitalId, hospitalId),
        isNull(users.disabledAt),
        sql`'hospital_admin' = any(${users.roles})`,
        onlyId ? eq(users.id, onlyId) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** GET /admin/hospitals/{id}/admins: the picker's people (a hospital the caller does not manage is 404). */
export async function listHospitalAdmins(
  db: TDb,
  user: TUserRow,
  hospitalId: string,
): Promise<{ data: TAdminPerson[] }> {
  const hospital = await getManagedHospital(db, user, hospitalId);
  return { data: await findHospitalAdmins(db, hospital.id) };
}

/** Who an application is assigned to, for the review (null when nobody). */
export async function findAssignee(db: TDb, assigneeId: string | null): Promise<TAdminAssignee | null> {
  if (!assigneeId) {
    return null;
  }
  const [row] = await db.select({ id: users.id, name: fullName }).from(users).where(eq(users.id, assigneeId));
  return row ?? null;
}

export type TAssignInput = { applicationId: string; assigneeId: string | null };

/**
 * PUT /admin/applications/{id}/assignee: assigns the application to one of its hospital's
 * administrators, or to nobody. The change and its audit row are written together; the same
 * assignee again changes nothing and writes nothing.
 */
export async function assignApplication(
  db: TDb,
  actor: TUserRow,
  input: TAssignInput,
): Promise<TAssignApplicationResult> {
  // Note: only an administrator of the application's hospital may assign it (anyone else 404).
  const { application } = await getAdminApplication(db, actor, input.applicationId);
  let assignee: TAdminAssignee | null = null;
  if (input.assigneeId) {
    // Note: the assignee must administer this very hospital, not merely be an administrator.
    const [person] = await findHospitalAdmins(db, application.hospitalId, input.assigneeId);
    if (!person) {
      throw new AppError('VALIDATION', {
        message: ADMIN_DESK_MESSAGES.notAnAdmin,
        fields: { assigneeId: ADMIN_DESK_MESSAGES.notAnAdmin },
      });
    }
    assignee = { id: person.id, name: person.name };
  }
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ assigneeId: applications.assigneeId })
      .from(applications)
      .where(eq(applications.id, application.id))
      .for('update');
    const change = changedValues({ assigneeId: current.assigneeId }, { assigneeId: input.assigneeId });
    if (!change) {
      return;
    }
    // The assignment is the office's bookkeeping, not a change to the application: `updated_at` stays.
    await tx
      .update(applications)
      .set({ assigneeId: input.assigneeId, updatedAt: sql`${applications.updatedAt}` })
      .where(eq(applications.id, application.id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'application.assigned',
      entity: 'application',
      entityId: application.id,
      applicationId: application.id,
      hospitalId: application.hospitalId,
      data: assignee ? { assigneeName: assignee.name } : undefined,
      ...change,
    });
  });
  return { assignee };
}
