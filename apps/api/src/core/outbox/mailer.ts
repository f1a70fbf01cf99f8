import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { TDb } from '@/core/db/client';
import { mailOutbox } from '@/core/db/schema';
import {
  DEFAULT_RETRY_POLICY,
  claimNextMail,
  getRetryUntil,
  markMailDone,
  markMailFailedAttempt,
  releaseMailClaim,
  type TOutboxRow,
  type TRetryPolicy,
} from './outbox-rows';
import type { TMailContent } from './templates';

export type TOutgoingMail = TMailContent & { to: string };

export type TMailer = {
  /**
   * Stores the message in the outbox, then wakes the sender (without waiting for it). Given a
   * transaction as `db`, the message is written with the change that causes it and the caller
   * calls `wake()` after the commit.
   */
  queue: (mail: TOutgoingMail, options?: { db?: TDb }) => Promise<void>;
  /** Sends everything that is due; resolves when nothing claimable is left. */
  flush: () => Promise<void>;
  /** Wakes the sender (e.g. after a platform admin's Resend). */
  wake: () => void;
  /** Polls the outbox; resolves once the mail client is loaded (at once without a mail server). */
  start: () => Promise<void>;
  /** Stops claiming; waits for the message in flight (at most `stopTimeoutMs`), then returns. */
  stop: () => Promise<void>;
  retryPolicy: TRetryPolicy;
  /**
   * Readiness: resolves when the mail server greets us and takes our login (nodemailer's verify),
   * throws otherwise; 'not configured' without SMTP_URL (mail is printed then).
   */
  check: () => Promise<'ok' | 'not configured'>;
};

type TMailerOptions = {
  db: TDb;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  pollMs?: number;
  retryPolicy?: Partial<TRetryPolicy>;
  stopTimeoutMs?: number;
};

const POLL_MS = 3_000;
const STOP_TIMEOUT_MS = 10_000;
// One SMTP conversation must end well inside the claim's lease, or a second sender would take it.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Outbox sender. Delivery is at least once: a message is marked sent after the SMTP server
 * accepted it, so a process that dies between the two leaves a claim that another sender takes
 * back after the lease and sends again (the only way to get a duplicate). A mail server that is
 * down is retried with doubling waits (capped) until the retry window ends; then the message is
 * `failed` and stays in the outbox, where a platform admin can resend it.
 */
export function createMailer({
  db,
  log,
  smtpUrl,
  from,
  pollMs = POLL_MS,
  retryPolicy,
  stopTimeoutMs = STOP_TIMEOUT_MS,
}: TMailerOptions): TMailer {
  const policy: TRetryPolicy = { ...DEFAULT_RETRY_POLICY, ...retryPolicy };
  // nodemailer is loaded only with a mail server configured (it costs a start about 0.1 s).
  let transporter: Promise<Transporter> | null = null;
  const getTransporter = (url: string) =>
    (transporter ??= import('nodemailer').then((nodemailer) =>
      nodemailer.default.createTransport({ url, ...SMTP_TIMEOUTS }),
    ));
  let running: Promise<void> | null = null;
  let hasMoreWork = false;
  let isStopped = false;
  let inFlight: TOutboxRow | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function deliver(row: TOutboxRow): Promise<void> {
    if (!smtpUrl) {
      // Without a mail server the message is printed, so a person on a fresh machine can read it.
      log.info(
        { mail: { to: row.to, subject: row.subject, text: row.text } },
        `Mail printed (SMTP_URL is not set): ${row.subject}`,
      );
      await markMailDone(db, row, 'logged');
      return;
    }
    try {
      await (
        await getTransporter(smtpUrl)
      ).sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await markMailFailedAttempt(db, row, policy, message);
      const level = status === 'failed' ? 'error' : 'warn';
      log[level](
        { mailId: row.id, attempts: row.attempts, err: message },
        `Mail delivery failed (${status})`,
      );
      return;
    }
    await markMailDone(db, row, 'sent');
  }

  async function drain(): Promise<void> {
    while (!isStopped) {
      hasMoreWork = false;
      const row = await claimNextMail(db, policy);
      if (!row) {
        if (!hasMoreWork) {
          return;
        }
        continue;
      }
      inFlight = row;
      try {
        await deliver(row);
      } finally {
        inFlight = null;
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

  async function stop(): Promise<void> {
    isStopped = true;
    if (timer) {
      clearInterval(timer);
      timer = null;
    }
    if (running) {
      let timeout: NodeJS.Timeout | undefined;
      const isDone = await Promise.race([
        running.then(() => true),
        new Promise<false>((resolve) => {
          timeout = setTimeout(() => resolve(false), stopTimeoutMs);
        }),
      ]);
      clearTimeout(timeout);
      const stuck = inFlight;
      if (!isDone && stuck) {
        // The server may still accept it after we go: the rare duplicate the promise allows.
        log.warn({ mailId: stuck.id }, 'Mail still in flight at shutdown: left queued for the next start');
        await releaseMailClaim(db, stuck).catch(() => undefined);
      }
    }
    (await transporter)?.close();
  }

  return {
    retryPolicy: policy,
    queue: async (mail, options = {}) => {
      await (options.db ?? db)
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, retryUntil: getRetryUntil(policy) });
      if (!isStopped && !options.db) {
        void kick();
      }
    },
    flush: async () => {
      await kick();
      if (hasMoreWork) {
        await kick();
      }
    },
    wake: () => {
      if (!isStopped) {
        void kick();
      }
    },
    start: async () => {
      if (!timer) {
        timer = setInterval(() => void kick(), pollMs);
        timer.unref();
      }
      if (smtpUrl) {
        // Loaded before the first message, so its retry window is not spent loading the client.
        await getTransporter(smtpUrl);
      }
    },
    stop,
    check: async () => {
      if (!smtpUrl) {
        return 'not configured';
      }
      await (await getTransporter(smtpUrl)).verify();
      return 'ok';
    },
  };
}
