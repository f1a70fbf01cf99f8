import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { TDb } from '@/db/client';
import { mailOutbox } from '@/db/schema';
import type { TMailContent } from './templates';

export type TOutgoingMail = TMailContent & { to: string };

export type TMailer = {
  /** Stores the message in the outbox, then wakes the sender (without waiting for it). */
  queue: (mail: TOutgoingMail) => Promise<void>;
  /** Sends everything that is due; resolves when nothing claimable is left. */
  flush: () => Promise<void>;
  start: () => void;
  stop: () => Promise<void>;
};

type TMailerOptions = {
  db: TDb;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  pollMs?: number;
};

const POLL_MS = 3_000;
const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 5;
const LEASE = sql`interval '5 minutes'`;

/**
 * Outbox sender. Rows are claimed with FOR UPDATE SKIP LOCKED and marked `sending` in one
 * statement, so any number of API processes can run it without sending a message twice.
 */
export function createMailer({ db, log, smtpUrl, from, pollMs = POLL_MS }: TMailerOptions): TMailer {
  const transporter: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  let running: Promise<void> | null = null;
  let hasMoreWork = false;
  let isStopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function claimBatch() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedAt, sql`now() - ${LEASE}`)),
        ),
      )
      .orderBy(mailOutbox.createdAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ status: 'sending', claimedAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliver(row: typeof mailOutbox.$inferSelect): Promise<void> {
    if (!transporter) {
      // Without a mail server the message is printed, so a person on a fresh machine can read it.
      log.info(
        { mail: { to: row.to, subject: row.subject, text: row.text } },
        `Mail printed (SMTP_URL is not set): ${row.subject}`,
      );
      await db
        .update(mailOutbox)
        .set({ status: 'logged', sentAt: sql`now()` })
        .where(eq(mailOutbox.id, row.id));
      return;
    }
    try {
      await transporter.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const isFinal = row.attempts >= MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ mailId: row.id, attempts: row.attempts, err: message }, 'Mail delivery failed');
      await db
        .update(mailOutbox)
        .set({
          status: isFinal ? 'failed' : 'queued',
          lastError: message.slice(0, 500),
          claimedAt: null,
          // Back off: 30 s, 2 min, 4.5 min, 8 min.
          nextAttemptAt: sql`now() + ${`${30 * row.attempts ** 2} seconds`}::interval`,
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }

  async function drain(): Promise<void> {
    while (!isStopped) {
      hasMoreWork = false;
      const rows = await claimBatch();
      for (const row of rows) {
        await deliver(row);
      }
      if (rows.length === 0 && !hasMoreWork) {
        return;
      }
    }
  }

  function kick(): Promise<void> {
    if (running) {
      hasMoreWork = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, 'Mail sender stopped on an error'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    queue: async (mail) => {
      await db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text });
      if (!isStopped) {
        void kick();
      }
    },
    flush: async () => {
      await kick();
      if (hasMoreWork) {
        await kick();
      }
    },
    start: () => {
      if (!timer) {
        timer = setInterval(() => void kick(), pollMs);
        timer.unref();
      }
    },
    stop: async () => {
      isStopped = true;
      if (timer) {
        clearInterval(timer);
        timer = null;
      }
      await running;
      transporter?.close();
    },
  };
}
