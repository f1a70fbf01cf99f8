import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { mailOutbox } from '@/db/schema';
import { createMailer, type TMailer } from '@/modules/mail/mailer';
import { randomEmail } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import type { TDatabase } from '@/db/client';
import { openTestDatabase } from './helpers/test-db';

// Straight on a database of its own, without an app whose sender would compete for the rows.
describe('mail outbox sender', () => {
  let t: TDatabase;
  let smtp: TTestSmtp;
  const mailers: TMailer[] = [];
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(mailers.splice(0).map((m) => m.stop()));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  function startMailer(smtpUrl?: string) {
    const mailer = createMailer({
      db: t.db,
      log,
      smtpUrl,
      from: 'DocApply <no-reply@docapply.local>',
      pollMs: 60_000,
    });
    mailers.push(mailer);
    return mailer;
  }

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
    const rows = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.to, recipients));
    expect(rows.every((row) => row.status === 'sent' && row.sentAt !== null && row.attempts === 1)).toBe(
      true,
    );
  });

  it('keeps a message queued for a retry when the mail server is down, with the error noted', async () => {
    const to = randomEmail('retry');
    const mailer = startMailer('smtp://127.0.0.1:9');
    await mailer.queue({ to, subject: 'Retry me', text: 'Body' });
    await mailer.flush();
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row.status).toBe('queued');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('gives up after 5 attempts', async () => {
    const to = randomEmail('give-up');
    await t.db.insert(mailOutbox).values({ to, subject: 'Doomed', text: 'Body', attempts: 4 });
    await startMailer('smtp://127.0.0.1:9').flush();
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(5);
  });
});
