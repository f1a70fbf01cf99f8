import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import {
  DOCTOR_LINKS,
  TEMPORARY_PRIVILEGE_MESSAGES as MESSAGES,
  toSiteUrl,
  type TGrantTemporaryPrivilegesRequest,
  type TTemporaryPrivilegeGrant,
} from '@docapply/contracts';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import { getAdminApplication } from '@/core/access/admin-application';
import { lockApplication, type TApplicationRow } from '@/core/access/applications';
import { temporaryPrivileges } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { assertTemporaryGrantWithinAgreement } from '@/modules/supervision';
import { useStepUp } from '@/modules/factors';
import { findGrantParties, readNow, showDay, todayOf } from './close';
import { createGrantedMail } from './mails';
import { findRequestedPrivileges, listGrants } from './views';

/** Submitted and not yet decided: what a patient-care need's grant needs. */
const UNDECIDED_SUBMITTED = new Set(['applied', 'in-review', 'information-requested', 'finalise']);

/** Note: the basis decides which applications may have temporary privileges (409 otherwise). */
function assertBasisAllows(
  application: Pick<TApplicationRow, 'status' | 'flagCount'>,
  basis: TGrantTemporaryPrivilegesRequest['basis'],
): void {
  const refuse = (message: string) => new AppError('CONFLICT', { message, fields: { basis: message } });
  if (basis === 'patient-care-need' && !UNDECIDED_SUBMITTED.has(application.status)) {
    throw refuse(MESSAGES.notSubmitted);
  }
  if (basis === 'pending-application') {
    // Complete: verification finalised it and it awaits the decision; clean: no red flag.
    if (application.status !== 'finalise') {
      throw refuse(MESSAGES.notAwaitingCommittee);
    }
    if (application.flagCount > 0) {
      throw refuse(MESSAGES.hasRedFlags(application.flagCount));
    }
  }
}

/** The days: from today on, and at most `maxDays` counting the first and the last. */
function assertDays(
  body: TGrantTemporaryPrivilegesRequest,
  { maxDays, today }: { maxDays: number; today: string },
) {
  if (body.startsOn < today) {
    throw new AppError('VALIDATION', {
      message: MESSAGES.startsInPast,
      fields: { startsOn: MESSAGES.startsInPast },
    });
  }
  const lastDay = dayjs(body.startsOn).add(maxDays - 1, 'day');
  if (dayjs(body.endsOn).isAfter(lastDay, 'day')) {
    const message = MESSAGES.tooLong(maxDays, showDay(lastDay.format('YYYY-MM-DD')));
    throw new AppError('VALIDATION', { message, fields: { endsOn: message } });
  }
}

/**
 * POST /admin/applications/{id}/temporary-privileges: the office grants some of the requested
 * privileges for a while, signed with a fresh step-up (403 STEP_UP_REQUIRED without one). One grant
 * in force per application: another while one is active answers 409 (end it first), so nobody's
 * grant is replaced without a decision to end it.
 */
export async function grantTemporaryPrivileges(
  ctx: TAppContext,
  admin: TUserRow,
  { applicationId, body }: { applicationId: string; body: TGrantTemporaryPrivilegesRequest },
): Promise<TTemporaryPrivilegeGrant> {
  // Note: only an administrator of the application's hospital; anyone else 404.
  const { application, hospital } = await getAdminApplication(ctx.db, admin, applicationId);
  const requested = await findRequestedPrivileges(ctx.db, application.id);
  const privilegeIds = [...new Set(body.privilegeIds.map((id) => id.toLowerCase()))];
  // Note: only privileges the application asked for.
  if (privilegeIds.some((id) => !requested.some((privilege) => privilege.id === id))) {
    throw new AppError('VALIDATION', {
      message: MESSAGES.notRequested,
      fields: { privilegeIds: MESSAGES.notRequested },
    });
  }
  // An advanced practice provider: only what the confirmed physician agreement covers (issue 42).
  await assertTemporaryGrantWithinAgreement(ctx.db, application, privilegeIds);
  assertDays(body, { maxDays: hospital.temporaryPrivilegeMaxDays, today: todayOf(readNow()) });
  const grantId = await runChange(
    async (change) => {
      // Locked: the status checked is the one the grant is written against, and two grants queue.
      const current = await lockApplication(change.tx, application.id);
      assertBasisAllows(current, body.basis);
      const [active] = await change.tx
        .select({ id: temporaryPrivileges.id })
        .from(temporaryPrivileges)
        .where(
          and(eq(temporaryPrivileges.applicationId, current.id), eq(temporaryPrivileges.state, 'active')),
        );
      if (active) {
        throw new AppError('CONFLICT', { message: MESSAGES.alreadyActive });
      }
      // The grant is signed: a fresh second factor, used up with it (rolled back if anything fails).
      await useStepUp(change.tx, admin.id);
      const [row] = await change.tx
        .insert(temporaryPrivileges)
        .values({
          applicationId: current.id,
          doctorId: current.doctorId,
          hospitalId: current.hospitalId,
          privilegeIds,
          basis: body.basis,
          reason: body.reason.trim(),
          startsOn: body.startsOn,
          endsOn: body.endsOn,
          grantedBy: admin.id,
          grantedAt: readNow(),
        })
        .returning();
      // The reason stays out of the trail, as notes do: the platform's audit page is read outside the office.
      await change.audit({
        actorId: admin.id,
        action: 'temporary-privileges.granted',
        entity: 'temporary_privilege',
        entityId: row.id,
        applicationId: current.id,
        hospitalId: current.hospitalId,
        data: { basis: row.basis, privilegeIds, startsOn: row.startsOn, endsOn: row.endsOn },
      });
      // An FPPE follows each privilege from its first day (issue 41), in this change.
      await change.publish('temporary-privileges.granted', {
        grantId: row.id,
        applicationId: current.id,
        doctorId: current.doctorId,
        hospitalId: current.hospitalId,
        privilegeIds,
        startsOn: row.startsOn,
        actorId: admin.id,
      });
      const parties = await findGrantParties(change.tx, current.id);
      await change.mail({
        to: parties.doctor.email,
        ...createGrantedMail({
          firstName: parties.doctor.firstName,
          hospitalName: parties.hospitalName,
          privilegeNames: requested.filter((p) => privilegeIds.includes(p.id)).map((p) => p.name),
          startsOn: showDay(row.startsOn),
          endsOn: showDay(row.endsOn),
          link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(current.id)),
        }),
      });
      await change.live('temporary-privileges', current);
      return row.id;
    },
    { db: ctx.db },
  );
  const grants = await listGrants(ctx.db, application.id);
  return grants.find((grant) => grant.id === grantId)!;
}
