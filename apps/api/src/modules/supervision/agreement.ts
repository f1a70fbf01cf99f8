import { eq } from 'drizzle-orm';
import {
  SUPERVISION_MESSAGES,
  type TSaveSupervisionBody,
  type TSupervisionAgreement,
  type TSupervisionPart,
  type TSupervisionPhysician,
} from '@docapply/contracts';
import { assertEditable, getOwnApplication, lockApplication } from '@/core/access/applications';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { supervisionAgreements } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import {
  findAgreement,
  isSupervisionRequired,
  loadPrivilegeParts,
  refreshProgress,
} from '@/modules/application-state';
import { isThrottled, recordAttempt, type TThrottleRule } from '@/modules/auth';
import { findMemberPhysician, searchMemberPhysicians } from './members';
import { sendSupervisionLink } from './send-link';
import { toAgreementView, type TAgreementRow } from './views';

const RESEND_RULE: TThrottleRule = { limit: 5, windowMinutes: 60 };

function invalid(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields });
}

/** The caller's own application that needs the part; anyone else's is 404. */
async function getRequiringApplication(db: TDb, user: TUserRow, applicationId: string) {
  // Note: the practitioner's own application only (404 otherwise).
  const application = await getOwnApplication(db, user.id, applicationId);
  if (!(await isSupervisionRequired(db, application.doctorId))) {
    throw new AppError('VALIDATION', { message: SUPERVISION_MESSAGES.notRequired });
  }
  return application;
}

/** GET /supervision?applicationId=: whether the part applies and the agreement named so far. */
export async function getSupervisionPart(
  ctx: TAppContext,
  user: TUserRow,
  applicationId: string,
): Promise<TSupervisionPart> {
  const application = await getOwnApplication(ctx.db, user.id, applicationId);
  const required = await isSupervisionRequired(ctx.db, application.doctorId);
  const row = required ? await findAgreement(ctx.db, application.id) : null;
  return { required, agreement: row ? await toAgreementView(ctx.db, row) : null };
}

/** GET /supervision/physicians: the hospital's member physicians matching the name typed. */
export async function searchPhysicians(
  ctx: TAppContext,
  user: TUserRow,
  { applicationId, q }: { applicationId: string; q: string },
): Promise<TSupervisionPhysician[]> {
  const application = await getRequiringApplication(ctx.db, user, applicationId);
  return searchMemberPhysicians(ctx.db, { hospitalId: application.hospitalId, q, exceptUserId: user.id });
}

/**
 * The physician must be a member physician of the hospital, and hold privileges in the department
 * of every privilege the agreement covers ("matching privileges"); the covered privileges are the
 * practitioner's own picks.
 */
async function checkChoice(
  db: TDb,
  application: { id: string; hospitalId: string },
  body: TSaveSupervisionBody,
) {
  const physician = await findMemberPhysician(db, {
    hospitalId: application.hospitalId,
    physicianId: body.physicianId,
  });
  if (!physician) {
    throw invalid({ physicianId: SUPERVISION_MESSAGES.notMember });
  }
  const picks = await loadPrivilegeParts(db, application.id);
  const wanted = [...new Set(body.privilegeIds)];
  const covered = picks.filter((pick) => wanted.includes(pick.privilegeId));
  if (covered.length !== wanted.length) {
    throw invalid({ privilegeIds: SUPERVISION_MESSAGES.notPicked });
  }
  const unmatched = covered.filter((pick) => !physician.departments.includes(pick.department));
  if (unmatched.length > 0) {
    const names = unmatched.map((pick) => `${pick.name} (${pick.department})`).join(', ');
    throw invalid({ privilegeIds: SUPERVISION_MESSAGES.noMatchingPrivileges(names) });
  }
  return wanted;
}

function toAuditValues(row: TAgreementRow) {
  return {
    physicianId: row.physicianId,
    relationship: row.relationship,
    privilegeIds: row.privilegeIds,
    state: row.state,
  };
}

/** PUT /supervision: names (or changes) the physician and what the agreement covers; emails them. */
export async function saveSupervision(
  ctx: TAppContext,
  user: TUserRow,
  body: TSaveSupervisionBody,
): Promise<TSupervisionAgreement> {
  const owned = await getRequiringApplication(ctx.db, user, body.applicationId);
  if (body.physicianId === user.id) {
    throw invalid({ physicianId: SUPERVISION_MESSAGES.self });
  }
  const saved = await runChange(async (change) => {
    const application = await lockApplication(change.tx, owned.id);
    assertEditable(application);
    const privilegeIds = await checkChoice(change.tx, application, body);
    const before = await findAgreement(change.tx, application.id);
    const values = { physicianId: body.physicianId, relationship: body.relationship, privilegeIds };
    const [row] = before
      ? await change.tx
          .update(supervisionAgreements)
          .set(values)
          .where(eq(supervisionAgreements.id, before.id))
          .returning()
      : await change.tx
          .insert(supervisionAgreements)
          .values({
            ...values,
            applicationId: application.id,
            hospitalId: application.hospitalId,
            sentAt: new Date(),
            linkExpiresAt: new Date(),
          })
          .returning();
    const sent = await sendSupervisionLink(change, ctx, row);
    await change.audit({
      actorId: user.id,
      action: before ? 'supervision.replaced' : 'supervision.requested',
      entity: 'supervision',
      entityId: sent.id,
      applicationId: application.id,
      hospitalId: application.hospitalId,
      before: before ? toAuditValues(before) : null,
      after: toAuditValues(sent),
    });
    await change.live('supervision', application);
    await refreshProgress(change.tx, application.id);
    return sent;
  });
  return toAgreementView(ctx.db, saved);
}

/** POST /supervision/resend: the same physician again, with a fresh link (the previous one dies). */
export async function resendSupervision(
  ctx: TAppContext,
  user: TUserRow,
  applicationId: string,
): Promise<TSupervisionAgreement> {
  const owned = await getRequiringApplication(ctx.db, user, applicationId);
  const throttleKey = `supervision-resend:${owned.id}`;
  if (await isThrottled(ctx.db, [throttleKey])) {
    throw new AppError('TOO_MANY_REQUESTS', { message: 'Too many requests sent: try again later' });
  }
  const sent = await runChange(async (change) => {
    const application = await lockApplication(change.tx, owned.id);
    assertEditable(application);
    const row = await findAgreement(change.tx, application.id);
    if (!row) {
      throw new AppError('NOT_FOUND', { message: SUPERVISION_MESSAGES.noAgreement });
    }
    if (row.state === 'confirmed') {
      throw new AppError('CONFLICT', { message: SUPERVISION_MESSAGES.alreadyAnswered });
    }
    await recordAttempt(change.tx, throttleKey, RESEND_RULE);
    const sent = await sendSupervisionLink(change, ctx, row);
    await change.audit({
      actorId: user.id,
      action: 'supervision.resent',
      entity: 'supervision',
      entityId: sent.id,
      applicationId: application.id,
      hospitalId: application.hospitalId,
      before: { state: row.state },
      after: { state: sent.state },
    });
    await change.live('supervision', application);
    await refreshProgress(change.tx, application.id);
    return sent;
  });
  return toAgreementView(ctx.db, sent);
}
