import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { mailOutbox } from '@/core/db/schema';
import { createMailer, type TMailer } from '@/core/outbox/mailer';
import type { TRetryPolicy } from '@/core/outbox/outbox-rows';
import { randomEmail } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import type { TDatabase } from '@/core/db/client';
import { openTestDatabase } from './helpers/test-db';

/** A port nothing listens on (yet): the mail server of an outage. */
async function findFreePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error('Timed out waiting for the outbox');
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

// A short clock: the same back-off and window, in milliseconds instead of minutes and days.
const FAST: Partial<TRetryPolicy> = { baseMs: 10, capMs: 40 };

// Straight on a database of its own, without an app whose sender would compete for the rows.
describe('mail outbox sender', () => {
  let t: TDatabase;
  let smtp: TTestSmtp;
  const servers: TTestSmtp[] = [];
  const mailers: TMailer[] = [];
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(mailers.splice(0).map((m) => m.stop()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
    // Left-over rows would be claimed by the next test's sender (this database is this file's own).
    await t.db.delete(mailOutbox);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  function startMailer(
    smtpUrl?: string,
    options: { retryPolicy?: Partial<TRetryPolicy>; pollMs?: number; stopTimeoutMs?: number } = {},
  ) {
    const mailer = createMailer({
      db: t.db,
      log,
      smtpUrl,
      from: 'DocApply <no-reply@docapply.local>',
      pollMs: options.pollMs ?? 60_000,
      retryPolicy: options.retryPolicy,
      stopTimeoutMs: options.stopTimeoutMs,
    });
    mailers.push(mailer);
    return mailer;
  }

  const rowsTo = (recipients: string[]) =>
    t.db.select().from(mailOutbox).where(inArray(mailOutbox.to, recipients));

  it('sends each queued message exactly once when several senders run at the same time', async () => {
    const recipients = Array.from({ length: 12 }, () => randomEmail('outbox'));
    const [first, second, third] = [startMailer(smtp.url), startMailer(smtp.url), startMailer(smtp.url)];
    await t.db
      .insert(mailOutbox)
      .values(recipients.map((to) => ({ to, subject: 'Hello', text: `Hi ${to}` })));
    await Promise.all([first.flush(), second.flush(), third.flush()]);

    for (const to of recipients) {
      expect(smtp.to(to)).toHaveLength(1);
    }
    const rows = await rowsTo(recipients);
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null && row.attempts === 1)).toBe(
      true,
    );
  });

  it('keeps a message queued for a retry when the mail server is down, with the error noted', async () => {
    const to = randomEmail('retry');
    const mailer = startMailer(`smtp://127.0.0.1:${await findFreePort()}`);
    await mailer.queue({ to, subject: 'Retry me', text: 'Body' });
    await mailer.flush();
    const [row] = await rowsTo([to]);
    expect(row.status).toBe('queued');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    // The first wait is 30 s, and retries go on for 72 hours.
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(25_000);
    expect(row.retryUntil.getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);
  });

  it('delivers every message after an outage longer than five attempts, once the server is back', async () => {
    const port = await findFreePort();
    const recipients = Array.from({ length: 3 }, () => randomEmail('outage'));
    const mailer = startMailer(`smtp://127.0.0.1:${port}`, { retryPolicy: FAST, pollMs: 20 });
    await mailer.start();
    for (const to of recipients) {
      await mailer.queue({ to, subject: 'Survives the weekend', text: 'Body' });
    }
    // The old sender gave up for ever after 5 attempts; these are still waiting after 8.
    await waitUntil(async () => (await rowsTo(recipients)).every((row) => row.attempts >= 8));
    expect((await rowsTo(recipients)).map((row) => row.status)).not.toContain('failed');

    const revived = await startTestSmtp({ port });
    servers.push(revived);
    await Promise.all(recipients.map((to) => revived.waitFor(to, { subject: 'Survives the weekend' })));
    await waitUntil(async () => (await rowsTo(recipients)).every((row) => row.status === 'sent'));
    for (const to of recipients) {
      expect(revived.to(to)).toHaveLength(1);
    }
  });

  it('marks a message failed only when its retry window is over, and keeps it', async () => {
    const to = randomEmail('give-up');
    const mailer = startMailer(`smtp://127.0.0.1:${await findFreePort()}`, {
      retryPolicy: { ...FAST, windowMs: 300 },
      pollMs: 20,
    });
    await mailer.start();
    await mailer.queue({ to, subject: 'Doomed', text: 'Body' });
    await waitUntil(async () => (await rowsTo([to]))[0].status === 'failed');
    const [row] = await rowsTo([to]);
    expect(row.attempts).toBeGreaterThan(2);
    expect(row.lastError).toBeTruthy();
    expect(row.text).toBe('Body');
  });

  it("takes back a dead sender's claims after a minute, and not before", async () => {
    const [stale, fresh] = [randomEmail('crashed'), randomEmail('busy')];
    await t.db.insert(mailOutbox).values([
      {
        to: stale,
        subject: 'Half sent',
        text: 'Body',
        status: 'sending',
        attempts: 1,
        claimedAt: sql`now() - interval '61 seconds'`,
      },
      {
        to: fresh,
        subject: 'In flight',
        text: 'Body',
        status: 'sending',
        attempts: 1,
        claimedAt: sql`now() - interval '30 seconds'`,
      },
    ]);
    await startMailer(smtp.url).flush();
    expect(smtp.to(stale)).toHaveLength(1);
    expect(smtp.to(fresh)).toHaveLength(0);
    const byTo = new Map((await rowsTo([stale, fresh])).map((row) => [row.to, row]));
    expect(byTo.get(stale)?.status).toBe('sent');
    expect(byTo.get(fresh)?.status).toBe('sending');
  });

  it('on stop finishes the message in flight, claims no more and leaves the rest queued', async () => {
    const slow = await startTestSmtp({ delayMs: 400 });
    servers.push(slow);
    const recipients = Array.from({ length: 5 }, () => randomEmail('stop'));
    const mailer = startMailer(slow.url);
    await t.db.insert(mailOutbox).values(recipients.map((to) => ({ to, subject: 'Slow', text: 'Body' })));
    void mailer.flush();
    await waitUntil(async () => (await rowsTo(recipients)).some((row) => row.status === 'sending'));
    await mailer.stop();

    const rows = await rowsTo(recipients);
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'queued')).toHaveLength(4);
    expect(slow.messages).toHaveLength(1);
  });

  it('on stop gives back a message whose server is too slow for the grace period', async () => {
    const stuck = await startTestSmtp({ delayMs: 1_500 });
    servers.push(stuck);
    const to = randomEmail('stuck');
    const mailer = startMailer(stuck.url, { stopTimeoutMs: 200 });
    await t.db.insert(mailOutbox).values({ to, subject: 'Stuck', text: 'Body' });
    void mailer.flush();
    await waitUntil(async () => (await rowsTo([to]))[0].status === 'sending');
    const started = Date.now();
    await mailer.stop();
    expect(Date.now() - started).toBeLessThan(2_000);
    const [row] = await rowsTo([to]);
    expect(row.status).toBe('queued');
    expect(row.attempts).toBe(0);
  });
});
