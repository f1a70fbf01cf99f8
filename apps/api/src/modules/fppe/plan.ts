import { and, eq, sql } from 'drizzle-orm';
import {
  FPPE_MESSAGES,
  type TAdjustFppePlanRequest,
  type TFppeDetail,
  type TOpenForCauseRequest,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { appointments, fppes, privileges } from '@/core/db/schema';
import { isHospitalAdmin, isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { isDepartmentChair, lockManagedFppe } from './access';
import { dueDate, startFppe } from './start';
import { getFppeDetail } from './views';

/** PUT /admin/fppe/{id}/plan: the chair or the office adjusts a running plan; the due date follows. */
export async function adjustFppePlan(
  ctx: TAppContext,
  user: TUserRow,
  { fppeId, plan }: { fppeId: string; plan: TAdjustFppePlanRequest },
): Promise<TFppeDetail> {
  await runChange(
    async (change) => {
      const current = await lockManagedFppe(change.tx, user, fppeId);
      if (current.state !== 'open') {
        throw new AppError('CONFLICT', { message: FPPE_MESSAGES.notOpen });
      }
      const after = {
        method: plan.method,
        cases: plan.cases,
        days: plan.days,
        criteria: plan.criteria,
        dueOn: dueDate(current.startsOn, plan.days),
      };
      await change.tx.update(fppes).set(after).where(eq(fppes.id, current.id));
      await change.audit({
        actorId: user.id,
        action: 'fppe.plan-adjusted',
        entity: 'fppe',
        entityId: current.id,
        applicationId: current.applicationId,
        hospitalId: current.hospitalId,
        before: {
          method: current.method,
          cases: current.cases,
          days: current.days,
          criteria: current.criteria,
          dueOn: current.dueOn,
        },
        after,
      });
    },
    { db: ctx.db },
  );
  return getFppeDetail(ctx.db, user, fppeId);
}

/** The current catalogue version of a privilege the practitioner holds here in an active appointment. */
async function findHeldPrivilege(
  db: TDb,
  { doctorId, hospitalId, privilegeKey }: { doctorId: string; hospitalId: string; privilegeKey: string },
) {
  const [row] = await db
    .select({ id: privileges.id, department: privileges.department })
    .from(appointments)
    .innerJoin(privileges, sql`${appointments.privilegeIds} ? ${privileges.id}::text`)
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.hospitalId, hospitalId),
        eq(appointments.state, 'active'),
        eq(privileges.key, privilegeKey),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * POST /admin/hospitals/{hospitalId}/fppe: a for-cause FPPE on a privilege the practitioner holds
 * here, opened by the office or the department's chair. Its reason is confidential (office and
 * committees), kept out of the audit trail's data as notes are.
 */
export async function openForCauseFppe(
  ctx: TAppContext,
  user: TUserRow,
  { hospitalId, body }: { hospitalId: string; body: TOpenForCauseRequest },
): Promise<TFppeDetail> {
  const notFound = () => new AppError('NOT_FOUND', { message: FPPE_MESSAGES.hospitalNotFound });
  if (!isUuid(hospitalId)) {
    throw notFound();
  }
  const isOffice = await isHospitalAdmin(ctx.db, user.id, hospitalId);
  const held = await findHeldPrivilege(ctx.db, { ...body, hospitalId });
  if (!held) {
    if (!isOffice) {
      throw notFound();
    }
    throw new AppError('VALIDATION', {
      message: FPPE_MESSAGES.notHeld,
      fields: { privilegeKey: FPPE_MESSAGES.notHeld },
    });
  }
  if (!isOffice && !(await isDepartmentChair(ctx.db, user.id, { hospitalId, department: held.department }))) {
    throw notFound();
  }
  const started = await runChange(
    (change) =>
      startFppe(change, {
        doctorId: body.doctorId,
        hospitalId,
        privilegeId: held.id,
        applicationId: null,
        trigger: 'for-cause',
        startsOn: todayString(),
        actorId: user.id,
        plan: body.plan,
        forCause: { kind: body.kind, reason: body.reason.trim() },
      }),
    { db: ctx.db },
  );
  if (!started) {
    throw new AppError('CONFLICT', { message: FPPE_MESSAGES.alreadyOpen });
  }
  return getFppeDetail(ctx.db, user, started.id);
}
