import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

/**
 * `sending` is the claim a sender holds while it talks to SMTP (outside a transaction, so a
 * slow server never blocks the database); a claim older than the lease is taken back.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'logged', 'failed'] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: text().$type<TMailStatus>().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: at().notNull().defaultNow(),
    /** Retries stop after this (72 hours from queueing, or from a platform admin's Resend). */
    retryUntil: at()
      .notNull()
      .default(sql`now() + interval '72 hours'`),
    claimedAt: at(),
    createdAt: createdAt(),
    sentAt: at(),
  },
  (t) => [
    check(
      'mail_outbox_status',
      sql`${t.status} in (${sql.raw(MAIL_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    index('mail_outbox_pending').on(t.status, t.nextAttemptAt),
  ],
);
