import { and, eq } from 'drizzle-orm';
import {
  REQUEST_MESSAGES,
  type TCreateRequestBody,
  type TReferenceRequest,
  type TRequestKind,
  type TRequestPerson,
} from '@docapply/contracts';
import { lockApplication } from '@/core/access/applications';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import {
  refreshProgress,
  loadRemindedAt,
  REQUEST_TABLES,
  findRequest,
  isOpenState,
  listRequests,
  toRequestView,
  type TRequestRow,
} from '@/modules/application-state';
import { AppError } from '@/lib/app-error';
import { writeRequestAudit } from './request-audit';
import { isThrottled, recordAttempt, type TThrottleRule } from '@/modules/auth';
import { findOwnedApplication } from '@/core/files/application-access';
import type { TUserRow } from '@/core/users/users';
import {
  assertEditable,
  assertNewPerson,
  findApplicationOf,
  getContext,
  insertRequest,
  toColumns,
} from './request-checks';
import { sendRequestLink } from './send-link';

const RESEND_RULE: TThrottleRule = { limit: 5, windowMinutes: 60 };

function notFound(kind: TRequestKind): AppError {
  return new AppError('NOT_FOUND', {
    message: kind === 'reference' ? 'Reference not found.' : 'Covering physician not found.',
  });
}

/** A request of an application the caller owns; anyone else's reads as missing. */
async function findOwnedRequest(ctx: TAppContext, kind: TRequestKind, user: TUserRow, id: string) {
  const row = await findRequest(ctx.db, kind, id);
  const application = row ? await findOwnedApplication(ctx.db, row.applicationId, user.id) : null;
  // Note: the request's application must belong to the caller.
  if (!row || !application) {
    throw notFound(kind);
  }
  return { row, application };
}

export async function listDoctorRequests(
  ctx: TAppContext,
  kind: TRequestKind,
  user: TUserRow,
  applicationId: string,
): Promise<TReferenceRequest[]> {
  const application = await findApplicationOf(ctx, user, applicationId);
  const remindedAt = await loadRemindedAt(ctx.db, application.id);
  return (await listRequests(ctx.db, kind, application.id)).map((row) =>
    toRequestView(row, remindedAt(kind, row)),
  );
}

export async function createDoctorRequest(
  ctx: TAppContext,
  kind: TRequestKind,
  user: TUserRow,
  { applicationId, ...person }: TCreateRequestBody,
): Promise<TReferenceRequest> {
  const owned = await findApplicationOf(ctx, user, applicationId);
  const context = await getContext(ctx, owned.id);
  const sent = await runChange(async (change) => {
    // Note: the checks and the insert happen under the application's lock, so two requests at
    // once cannot pass MAX_REFERENCES, nor land on an application being submitted.
    const application = await lockApplication(change.tx, owned.id);
    assertEditable(application);
    const sent = await insertRequest(change, { kind, person, context, actorId: user.id });
    await refreshProgress(change.tx, application.id);
    return sent;
  });
  return toRequestView(sent);
}

/** A new person (or corrected details): fresh link and email; the old link dies, answers go. */
export async function replaceDoctorRequest(
  ctx: TAppContext,
  kind: TRequestKind,
  user: TUserRow,
  id: string,
  person: TRequestPerson,
): Promise<TReferenceRequest> {
  const { row, application: owned } = await findOwnedRequest(ctx, kind, user, id);
  const context = await getContext(ctx, owned.id);
  const table = REQUEST_TABLES[kind];
  const sent = await runChange(async (change) => {
    const application = await lockApplication(change.tx, owned.id);
    assertEditable(application);
    await assertNewPerson(change.tx, kind, {
      applicationId: application.id,
      email: person.email,
      doctorEmail: context.doctorEmail,
      exceptId: row.id,
    });
    const [updated] = await change.tx
      .update(table)
      .set({ ...toColumns(person), answers: null, tokenId: null })
      .where(eq(table.id, row.id))
      .returning();
    if (!updated) {
      throw notFound(kind);
    }
    const sent = await sendRequestLink(change, ctx.config, kind, updated, context);
    await writeRequestAudit(change.tx, {
      kind,
      action: 'replaced',
      actorId: user.id,
      before: row,
      after: sent,
    });
    await refreshProgress(change.tx, application.id);
    return sent;
  });
  return toRequestView(sent);
}

/** The same person again, with a fresh link (the previous one stops working). */
export async function resendDoctorRequest(
  ctx: TAppContext,
  kind: TRequestKind,
  user: TUserRow,
  id: string,
): Promise<TReferenceRequest> {
  const { row, application } = await findOwnedRequest(ctx, kind, user, id);
  return resendRequest(ctx, kind, row, application.id, { actorId: user.id });
}

/**
 * Sends an unanswered request again (the doctor's or the hospital admin's resend): the caller has
 * checked that `row` belongs to `applicationId` and that it may act on that application.
 */
export async function resendRequest(
  ctx: TAppContext,
  kind: TRequestKind,
  row: TRequestRow,
  applicationId: string,
  by: { actorId: string },
): Promise<TReferenceRequest> {
  if (!isOpenState(row.state) && row.state !== 'expired') {
    throw new AppError('CONFLICT', { message: REQUEST_MESSAGES.alreadyClosed });
  }
  const throttleKey = `request-resend:${row.id}`;
  if (await isThrottled(ctx.db, [throttleKey])) {
    throw new AppError('TOO_MANY_REQUESTS', { message: REQUEST_MESSAGES.tooManyResends });
  }
  const context = await getContext(ctx, applicationId);
  const sent = await runChange(async (change) => {
    await recordAttempt(change.tx, throttleKey, RESEND_RULE);
    const sent = await sendRequestLink(change, ctx.config, kind, row, context);
    await writeRequestAudit(change.tx, { kind, action: 'resent', ...by, before: row, after: sent });
    return sent;
  });
  // The reminders to this person so far stay listed; the new sending starts their next chain.
  const remindedAt = await loadRemindedAt(ctx.db, applicationId);
  return toRequestView(sent, remindedAt(kind, sent));
}

export async function deleteDoctorRequest(
  ctx: TAppContext,
  kind: TRequestKind,
  user: TUserRow,
  id: string,
): Promise<{ message: string }> {
  const { row, application: owned } = await findOwnedRequest(ctx, kind, user, id);
  const table = REQUEST_TABLES[kind];
  await runChange(async (change) => {
    const application = await lockApplication(change.tx, owned.id);
    assertEditable(application);
    await change.tx.delete(table).where(and(eq(table.id, row.id), eq(table.applicationId, application.id)));
    await writeRequestAudit(change.tx, {
      kind,
      action: 'removed',
      actorId: user.id,
      before: row,
      after: null,
    });
    await change.live('request', application);
    await refreshProgress(change.tx, application.id);
  });
  return { message: REQUEST_MESSAGES.deleted };
}
