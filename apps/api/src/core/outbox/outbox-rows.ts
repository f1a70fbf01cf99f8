import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { mailOutbox } from '@/core/db/schema';

export type TOutboxRow = typeof mailOutbox.$inferSelect;

/** How long mail is retried, how the waits grow, and how long a claim holds. */
export type TRetryPolicy = {
  /** First wait after a failed attempt; each later wait doubles. */
  baseMs: number;
  /** No wait grows beyond this. */
  capMs: number;
  /** Retries stop this long after the mail was queued (or resent by a platform admin). */
  windowMs: number;
  /** A `sending` claim older than this belongs to a sender that died; another takes it back. */
  leaseMs: number;
};

export const DEFAULT_RETRY_POLICY: TRetryPolicy = {
  baseMs: 30_000,
  capMs: 60 * 60_000,
  windowMs: 72 * 60 * 60_000,
  leaseMs: 60_000,
};

const ms = (value: number) => sql`(${value} * interval '1 millisecond')`;

/** The wait before attempt `attempts + 1`: base × 2^(attempts − 1), capped. */
export function getRetryDelayMs(policy: TRetryPolicy, attempts: number): number {
  return Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

export function getRetryUntil(policy: TRetryPolicy) {
  return sql`now() + ${ms(policy.windowMs)}`;
}

/**
 * Claims the oldest due message (queued and due, or a `sending` claim past its lease) with
 * FOR UPDATE SKIP LOCKED and marks it `sending` in one statement, so no transaction stays open
 * while SMTP talks and two senders never take the same row. One row per claim: a claim is held
 * only for the one message in flight, so the lease can be short.
 */
export async function claimNextMail(db: TDb, policy: TRetryPolicy): Promise<TOutboxRow | null> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, sql`now() - ${ms(policy.leaseMs)}`)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return row ?? null;
}

/** Marks a claimed row delivered (or printed, without SMTP). */
export async function markMailDone(db: TDb, row: TOutboxRow, status: 'sent' | 'logged'): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status, sentAt: sql`now()`, lastError: null, claimedAt: null })
    .where(eq(mailOutbox.id, row.id));
}

/** After a failed attempt: queued again after the back-off, or `failed` once the window is over. */
export async function markMailFailedAttempt(
  db: TDb,
  row: TOutboxRow,
  policy: TRetryPolicy,
  message: string,
): Promise<'queued' | 'failed'> {
  const next = sql`now() + ${ms(getRetryDelayMs(policy, row.attempts))}`;
  const [updated] = await db
    .update(mailOutbox)
    .set({
      // The database's clock decides, as it does when the row is claimed.
      status: sql`case when ${next} > ${mailOutbox.retryUntil} then 'failed' else 'queued' end`,
      lastError: message.slice(0, 500),
      claimedAt: null,
      nextAttemptAt: next,
    })
    .where(eq(mailOutbox.id, row.id))
    .returning({ status: mailOutbox.status });
  return updated?.status === 'failed' ? 'failed' : 'queued';
}

/** Gives a claim back untouched (shutdown before its send finished): due again at once. */
export async function releaseMailClaim(db: TDb, row: TOutboxRow): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'queued', claimedAt: null, attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')));
}
