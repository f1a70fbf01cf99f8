import { and, eq, inArray } from 'drizzle-orm';
import {
  REQUEST_MESSAGES,
  type TAnsweredRequestLinkValues,
  type TRequestKind,
  type TRequestLinkValues,
  type TRespondRequest,
  type TRequestState,
} from '@docapply/contracts';
import {
  MESSAGES,
  pickKnownAnswers,
  validateAnswers,
  type TFormAnswers,
  type TFormDefinition,
} from '@docapply/rules';
import { runChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import {
  refreshProgress,
  REQUEST_TABLES,
  findRequest,
  isLinkExpired,
  isOpenState,
  whereCurrentLink,
} from '@/modules/application-state';
import { refreshFlagCount } from '@/modules/flags';
import { notifyRequestAnswered } from '@/modules/notifications';
import { AppError } from '@/lib/app-error';
import { writeRequestAudit } from './request-audit';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import { verifyLinkToken } from './link-token';
import { findRequestContext, findRequestForm, toLiveSubject } from './request-context';

const gone = (message: string) => new AppError('GONE', { message });

/** The request a link token names (signature and expiry checked), whatever its state. */
async function findLinkedRequest(ctx: TAppContext, token: string, expectedKind?: TRequestKind) {
  const claims = await verifyLinkToken(ctx.config, token);
  // Note: a token opens only its own request, of its own kind.
  if (expectedKind && claims.kind !== expectedKind) {
    throw new AppError('TOKEN_INVALID', { message: REQUEST_MESSAGES.linkInvalid });
  }
  const row = await findRequest(ctx.db, claims.kind, claims.requestId);
  if (!row) {
    throw gone(REQUEST_MESSAGES.linkReplaced);
  }
  return { claims, row };
}

type TLinkedRequest = Awaited<ReturnType<typeof findLinkedRequest>>;

/** The request behind a link token, only while that very link is live (single use, 14 days). */
async function requireLiveRequest(ctx: TAppContext, { claims, row }: TLinkedRequest) {
  if (!isOpenState(row.state) && row.tokenId === null) {
    throw gone(REQUEST_MESSAGES.linkUsed);
  }
  if (row.tokenId !== claims.jti) {
    throw gone(REQUEST_MESSAGES.linkReplaced);
  }
  if (isLinkExpired(row)) {
    throw gone(REQUEST_MESSAGES.linkExpired);
  }
  const context = await findRequestContext(ctx.db, row.applicationId);
  if (!context) {
    throw gone(REQUEST_MESSAGES.linkReplaced);
  }
  const form = await findRequestForm(ctx.db, context.hospital.id, claims.kind);
  if (!form) {
    throw new AppError('NOT_FOUND', { message: REQUEST_MESSAGES.noForm });
  }
  return { claims, row, context, form };
}

/** A request closed by its person's answer (its link spent); a request sent again has a live link. */
function isAnswered(
  row: TLinkedRequest['row'],
): row is TLinkedRequest['row'] & { state: 'completed' | 'declined' } {
  return (row.state === 'completed' || row.state === 'declined') && row.tokenId === null;
}

/** An answered or declined request's link opened again: who asked, and when the person answered. */
async function toAnsweredValues(
  ctx: TAppContext,
  { claims, row }: TLinkedRequest,
  state: 'completed' | 'declined',
): Promise<TAnsweredRequestLinkValues> {
  const context = await findRequestContext(ctx.db, row.applicationId);
  if (!context) {
    throw gone(REQUEST_MESSAGES.linkReplaced);
  }
  // Note: the answer's date and state only, never the answers themselves.
  return {
    purpose: claims.kind,
    hospital: context.hospital,
    doctorName: context.doctorName,
    personName: row.name,
    state,
    // Nothing changes an answered request until it is sent again, so its last change is the answer.
    answeredAt: row.updatedAt.toISOString(),
  };
}

/**
 * /auth/extractValues for reference and coverage links: what the open page shows, and marks it
 * opened; for a request already answered or declined, when that happened instead.
 */
export async function extractRequestLinkValues(ctx: TAppContext, token: string): Promise<TRequestLinkValues> {
  const linked = await findLinkedRequest(ctx, token);
  if (isAnswered(linked.row)) {
    return toAnsweredValues(ctx, linked, linked.row.state);
  }
  const { claims, row, context, form } = await requireLiveRequest(ctx, linked);
  if (row.state === 'sent') {
    const table = REQUEST_TABLES[claims.kind];
    // Opening is not an edit of the request: its last change stays the sending.
    await ctx.db
      .update(table)
      .set({ state: 'opened', updatedAt: row.updatedAt })
      .where(and(whereCurrentLink(claims.kind, row.id, claims.jti), eq(table.state, 'sent')));
  }
  // Note: the page learns the hospital, the doctor's and the person's names and the form; nothing else.
  return {
    purpose: claims.kind,
    hospital: context.hospital,
    doctorName: context.doctorName,
    personName: row.name,
    state: 'opened',
    form,
  };
}

type TRespondUpdate = { state: 'completed' | 'declined'; answers: TFormAnswers | null };

/** What a response stores: the decline, or answers that pass the form's submit rules. */
function toUpdate(definition: TFormDefinition, body: TRespondRequest): TRespondUpdate {
  if (body.decline === true) {
    return { state: 'declined', answers: null };
  }
  if (!body.answers) {
    throw new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields: { answers: MESSAGES.required } });
  }
  const { fieldErrors } = validateAnswers(definition, body.answers, { mode: 'submit' });
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('VALIDATION', { message: VALIDATION_MESSAGE, fields: fieldErrors });
  }
  // Only the form's own questions are kept.
  return { state: 'completed', answers: pickKnownAnswers(definition, body.answers) };
}

/** Answers or a decline, once: the stored jti is cleared in the same conditional update. */
export async function respondToRequest(
  ctx: TAppContext,
  kind: TRequestKind,
  body: TRespondRequest,
): Promise<{ message: string; state: TRequestState }> {
  const { claims, row, context, form } = await requireLiveRequest(
    ctx,
    await findLinkedRequest(ctx, body.token, kind),
  );
  const table = REQUEST_TABLES[kind];
  const update = toUpdate(form.definition, body);
  // One change: the answer, its audit row, the doctor's email and the file's progress and flags.
  await runChange(async ({ ctx: tx, live }) => {
    const [done] = await tx.db
      .update(table)
      .set({ ...update, tokenId: null })
      .where(and(whereCurrentLink(kind, row.id, claims.jti), inArray(table.state, ['sent', 'opened'])))
      .returning();
    // Two submissions at once: only one update finds the jti still there.
    if (!done) {
      throw gone(REQUEST_MESSAGES.linkUsed);
    }
    await writeRequestAudit(tx.db, {
      kind,
      action: update.state === 'completed' ? 'answered' : 'declined',
      actorId: null,
      before: row,
      after: done,
    });
    await notifyRequestAnswered(tx, {
      kind,
      applicationId: row.applicationId,
      personName: row.name,
      state: update.state,
    });
    await live('request', toLiveSubject(context));
    await refreshProgress(tx.db, row.applicationId);
    await refreshFlagCount(tx.db, row.applicationId);
  });
  return {
    message: update.state === 'completed' ? REQUEST_MESSAGES.submitted : REQUEST_MESSAGES.declined,
    state: update.state,
  };
}
