import { and, desc, eq } from 'drizzle-orm';
import {
  SUPERVISION_MESSAGES,
  type TSupervisionAnswer,
  type TSupervisionRequest,
  type TSupervisionState,
} from '@docapply/contracts';
import { isEditableStatus } from '@/core/access/applications';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { supervisionAgreements } from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import { refreshProgress } from '@/modules/application-state';
import { verifySupervisionToken } from './link-token';
import { createSupervisionAnsweredMail } from './mails';
import { findParties } from './send-link';
import { findFullName, loadPrivilegesOf, toState, type TAgreementRow } from './views';

const gone = (message: string) => new AppError('GONE', { message });
const notFound = () => new AppError('NOT_FOUND', { message: 'Request not found.' });

/** The typed name signs when it is the physician's, spaces and case aside. */
function isSameName(a: string, b: string): boolean {
  const norm = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

/** Still waiting for this physician, on an application the practitioner can still change. */
async function assertOpen(db: TDb, row: TAgreementRow): Promise<void> {
  if (row.state !== 'pending' || row.tokenId === null) {
    throw gone(SUPERVISION_MESSAGES.linkUsed);
  }
  const { application } = await findParties(db, row);
  if (!isEditableStatus(application.status)) {
    throw gone(SUPERVISION_MESSAGES.linkUsed);
  }
}

/** The agreement a link names, while that very link is the live one (single use, expiring). */
async function findLinked(ctx: TAppContext, db: TDb, token: string): Promise<TAgreementRow> {
  const { agreementId, jti } = await verifySupervisionToken(ctx.config, token);
  const [row] = isUuid(agreementId)
    ? await db.select().from(supervisionAgreements).where(eq(supervisionAgreements.id, agreementId))
    : [];
  // Note: the link opens only its own agreement, and only while its jti is the stored one.
  if (!row || row.tokenId !== jti) {
    throw gone(SUPERVISION_MESSAGES.linkUsed);
  }
  if (row.linkExpiresAt.getTime() <= Date.now()) {
    throw gone(SUPERVISION_MESSAGES.linkExpired);
  }
  await assertOpen(db, row);
  return row;
}

async function toRequestView(db: TDb, row: TAgreementRow): Promise<TSupervisionRequest> {
  const parties = await findParties(db, row);
  return {
    id: row.id,
    practitionerName: parties.practitionerName,
    hospitalName: parties.hospitalName,
    physicianName: parties.physicianName,
    relationship: row.relationship,
    privileges: await loadPrivilegesOf(db, row.privilegeIds),
    state: toState(row),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** GET /supervision/link?token=: what the physician's open page shows. */
export async function getSupervisionLink(ctx: TAppContext, token: string): Promise<TSupervisionRequest> {
  return toRequestView(ctx.db, await findLinked(ctx, ctx.db, token));
}

/** GET /supervision/requests: the requests waiting for the signed-in physician (the dashboard card). */
export async function listSupervisionRequests(
  ctx: TAppContext,
  user: TUserRow,
): Promise<TSupervisionRequest[]> {
  const rows = await ctx.db
    .select()
    .from(supervisionAgreements)
    // Note: only the requests naming the caller.
    .where(and(eq(supervisionAgreements.physicianId, user.id), eq(supervisionAgreements.state, 'pending')))
    .orderBy(desc(supervisionAgreements.sentAt));
  const views = [];
  for (const row of rows) {
    const { application } = await findParties(ctx.db, row);
    if (isEditableStatus(application.status)) {
      views.push(await toRequestView(ctx.db, row));
    }
  }
  return views;
}

/** The answer, its audit row, the practitioner's email and live event, and the file's progress. */
async function recordAnswer(
  ctx: TAppContext,
  { row, answer, via }: { row: TAgreementRow; answer: TSupervisionAnswer; via: 'link' | 'portal' },
): Promise<{ message: string; state: TSupervisionState }> {
  const isConfirmed = answer.decision === 'confirm';
  const physicianName = await findFullName(ctx.db, row.physicianId);
  if (isConfirmed && !isSameName(answer.signedName ?? '', physicianName)) {
    throw new AppError('VALIDATION', {
      message: VALIDATION_MESSAGE,
      fields: { signedName: SUPERVISION_MESSAGES.signatureMismatch },
    });
  }
  await runChange(async (change) => {
    const [done] = await change.tx
      .update(supervisionAgreements)
      .set({
        state: isConfirmed ? 'confirmed' : 'declined',
        tokenId: null,
        answeredAt: new Date(),
        answeredVia: via,
        signedName: isConfirmed ? (answer.signedName ?? '').trim() : null,
      })
      // Two answers at once: only one finds the jti still there.
      .where(and(eq(supervisionAgreements.id, row.id), eq(supervisionAgreements.tokenId, row.tokenId ?? '')))
      .returning();
    if (!done) {
      throw gone(SUPERVISION_MESSAGES.linkUsed);
    }
    const parties = await findParties(change.tx, row);
    await change.audit({
      actorId: row.physicianId,
      action: isConfirmed ? 'supervision.confirmed' : 'supervision.declined',
      entity: 'supervision',
      entityId: row.id,
      applicationId: row.applicationId,
      hospitalId: row.hospitalId,
      data: { via, signedName: done.signedName },
      before: { state: row.state },
      after: { state: done.state },
    });
    await change.mail({
      to: parties.practitionerEmail,
      ...createSupervisionAnsweredMail({
        practitionerName: parties.practitionerName,
        physicianName: parties.physicianName,
        hospitalName: parties.hospitalName,
        isConfirmed,
      }),
    });
    await change.live('supervision', parties.application);
    await refreshProgress(change.tx, row.applicationId);
  });
  return {
    message: isConfirmed ? SUPERVISION_MESSAGES.confirmed : SUPERVISION_MESSAGES.declined,
    state: isConfirmed ? 'confirmed' : 'declined',
  };
}

/** POST /supervision/link/answer: by the emailed link, no account needed. */
export async function answerSupervisionLink(ctx: TAppContext, body: TSupervisionAnswer & { token: string }) {
  const row = await findLinked(ctx, ctx.db, body.token);
  return recordAnswer(ctx, { row, answer: body, via: 'link' });
}

/** POST /supervision/requests/{id}/answer: the signed-in physician, from their dashboard. */
export async function answerSupervisionRequest(
  ctx: TAppContext,
  user: TUserRow,
  id: string,
  answer: TSupervisionAnswer,
) {
  const [row] = await ctx.db
    .select()
    .from(supervisionAgreements)
    // Note: the request must name the caller; anyone else's reads as missing.
    .where(and(eq(supervisionAgreements.id, id), eq(supervisionAgreements.physicianId, user.id)));
  if (!row) {
    throw notFound();
  }
  if (row.state !== 'pending' || row.tokenId === null) {
    throw new AppError('CONFLICT', { message: SUPERVISION_MESSAGES.alreadyAnswered });
  }
  await assertOpen(ctx.db, row);
  return recordAnswer(ctx, { row, answer, via: 'portal' });
}
