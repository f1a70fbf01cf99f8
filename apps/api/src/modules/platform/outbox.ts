import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { TMailStatus, TOutboxMail, TOutboxMailDetail, TOutboxPage } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { mailOutbox } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { writeAudit } from '@/core/audit';
import { getRetryUntil } from '@/core/outbox/outbox-rows';
import type { TUserRow } from '@/core/users/users';
import { PLATFORM_API_MESSAGES } from './messages';

type TMailRow = typeof mailOutbox.$inferSelect;

const PREVIEW_LENGTH = 160;
const MASK = '••••••';

/**
 * Mail bodies hold live secrets: sign-in codes and link tokens (reset, invitation, verification,
 * reference and short links). Whoever reads one can act as its recipient, so the list's preview never
 * shows them, nor does a message's view once a mail server delivers the mail (always in production):
 * the platform administrator then sees who was sent what and whether it went, not what only the
 * recipient may use. Without a mail server (local mode only) nothing is delivered, and the outbox is
 * how the people trying DocApply on one machine get their links and codes (docs: PRODUCT.md, Emails).
 */
export function maskSecrets(text: string): string {
  return text.replace(/\b\d{6}\b/g, MASK).replace(/([?&](?:token|c)=)[^\s&]+/g, `$1${MASK}`);
}

function toMailView(row: TMailRow): TOutboxMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    retryUntil: row.retryUntil.toISOString(),
    preview: maskSecrets(row.text).replace(/\s+/g, ' ').trim().slice(0, PREVIEW_LENGTH),
  };
}

/** `%` and `_` typed into the search are plain characters. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** GET /platform/outbox: newest first, by state and part of the recipient's address. */
export async function listOutbox(
  db: TDb,
  query: { status?: TMailStatus; q?: string; page: number; pageSize: number },
): Promise<TOutboxPage> {
  const where = and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.q ? ilike(mailOutbox.to, `%${escapeLike(query.q.toLowerCase())}%`) : undefined,
  );
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(mailOutbox).where(where);
  return { data: rows.map(toMailView), total: Number(total), page: query.page, pageSize: query.pageSize };
}

function toMailDetail(row: TMailRow, isDelivered: boolean): TOutboxMailDetail {
  return { ...toMailView(row), text: isDelivered ? maskSecrets(row.text) : row.text, isMasked: isDelivered };
}

async function findMail(db: TDb, id: string): Promise<TMailRow> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  if (!row) {
    throw new AppError('NOT_FOUND', { message: PLATFORM_API_MESSAGES.mailNotFound });
  }
  return row;
}

/**
 * GET /platform/outbox/{id}: the message as sent, its secrets masked when a mail server delivers it
 * (maskSecrets); each read is in the audit trail (who read which person's mail).
 */
export async function getOutboxMail(
  { db, config }: Pick<TAppContext, 'db' | 'config'>,
  { actor, id }: { actor: TUserRow; id: string },
): Promise<TOutboxMailDetail> {
  const row = await findMail(db, id);
  await writeAudit(db, {
    actorId: actor.id,
    action: 'mail.viewed',
    entity: 'mail',
    entityId: id,
    data: { to: row.to, subject: row.subject },
  });
  return toMailDetail(row, Boolean(config.SMTP_URL));
}

/**
 * POST /platform/outbox/{id}/resend: a failed message is queued again now, with a new retry
 * window and the back-off starting over. Only failed ones: a queued or sending message is still
 * being delivered, and resending a sent one would send a used link again.
 */
export async function resendOutboxMail(
  ctx: TAppContext,
  { actor, id }: { actor: TUserRow; id: string },
): Promise<TOutboxMailDetail> {
  const [row] = await ctx.db
    .update(mailOutbox)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      retryUntil: getRetryUntil(ctx.mailer.retryPolicy),
      claimedAt: null,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning();
  if (!row) {
    await findMail(ctx.db, id);
    throw new AppError('CONFLICT', { message: PLATFORM_API_MESSAGES.mailNotFailed });
  }
  await writeAudit(ctx.db, {
    actorId: actor.id,
    action: 'mail.resend',
    entity: 'mail',
    entityId: id,
    data: { to: row.to, subject: row.subject },
    before: { status: 'failed' },
    after: { status: row.status },
  });
  ctx.mailer.wake();
  return toMailDetail(row, Boolean(ctx.config.SMTP_URL));
}
