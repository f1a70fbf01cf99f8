import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOutboxMailDetail, TOutboxPage } from '@docapply/contracts';
import { NIL_UUID } from '@docapply/contracts';
import { and, eq } from 'drizzle-orm';
import { auditLog, mailOutbox } from '@/core/db/schema';
import { createUserWithToken, expectError, randomEmail, startSignIn } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';

describe('platform administration: mail outbox', () => {
  let t: TTestApp;
  let smtp: TTestSmtp;
  let platform: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    platform = await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('lists the outbox newest first with codes masked, and shows a message with its secrets masked, audited', async () => {
    const admin = await createUserWithToken(t.db, t.config, {
      roles: ['hospital_admin'],
      email: randomEmail('outbox'),
    });
    const { code } = await startSignIn(t.app, smtp, admin.user.email, admin.password);
    const search = (query: string) =>
      send(t.app, 'GET', `/api/platform/outbox${query}`, platform.token).then((r) =>
        resultOf<TOutboxPage>(r),
      );
    const page = await search(`?q=${encodeURIComponent(admin.user.email.toUpperCase())}`);
    expect(page.total).toBe(1);
    const [mail] = page.data;
    expect(mail).toMatchObject({
      to: admin.user.email,
      subject: 'Your DocApply sign-in code',
      attempts: 1,
      lastError: null,
    });
    expect(['sent', 'sending']).toContain(mail.status);
    expect(mail.preview).not.toContain(code);
    expect(mail.preview).toContain('••••••');

    // The whole message, but never a code or a link's token: the platform administrator could
    // otherwise sign in as anyone whose code or reset link is in the outbox.
    const detail = resultOf<TOutboxMailDetail>(
      await send(t.app, 'GET', `/api/platform/outbox/${mail.id}`, platform.token),
    );
    expect(detail.text).not.toContain(code);
    expect(detail.isMasked).toBe(true);
    expect(detail.text).toContain('Your DocApply sign-in code is:\n\n    ••••••\n');
    const reads = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.viewed'), eq(auditLog.entityId, mail.id)));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      actorId: platform.user.id,
      entity: 'mail',
      data: { to: admin.user.email, subject: 'Your DocApply sign-in code' },
    });

    const all = await search('?pageSize=5');
    expect(all.data.length).toBeLessThanOrEqual(5);
    const times = all.data.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await search(`?status=failed&q=${encodeURIComponent(admin.user.email)}`)).total).toBe(0);
    expect((await search('?q=%25')).total).toBe(0);
    expectError(
      await send(t.app, 'GET', '/api/platform/outbox?status=lost', platform.token),
      400,
      'VALIDATION',
    );
    expectError(await send(t.app, 'GET', `/api/platform/outbox/${NIL_UUID}`, platform.token), 404);
  });

  it('lets the platform admin resend a failed message, which then arrives', async () => {
    const to = randomEmail('failed');
    const [failed] = await t.db
      .insert(mailOutbox)
      .values({
        to,
        subject: 'Lost at the weekend',
        text: 'Body',
        status: 'failed',
        attempts: 80,
        lastError: 'ECONNREFUSED',
      })
      .returning();
    const hospitalAdmin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    expectError(
      await send(t.app, 'POST', `/api/platform/outbox/${failed.id}/resend`, hospitalAdmin.token),
      403,
    );

    const listed = resultOf<TOutboxPage>(
      await send(
        t.app,
        'GET',
        `/api/platform/outbox?status=failed&q=${encodeURIComponent(to)}`,
        platform.token,
      ),
    );
    expect(listed.data).toMatchObject([{ id: failed.id, status: 'failed', lastError: 'ECONNREFUSED' }]);

    const resent = resultOf<TOutboxMailDetail>(
      await send(t.app, 'POST', `/api/platform/outbox/${failed.id}/resend`, platform.token),
    );
    expect(resent).toMatchObject({ id: failed.id, status: 'queued', attempts: 0 });
    expect(new Date(resent.retryUntil).getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect((await smtp.waitFor(to, { subject: 'Lost at the weekend' })).text).toContain('Body');

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, failed.id));
    expect(audit).toMatchObject([{ action: 'mail.resend', actorId: platform.user.id }]);
    // Sent (or being sent): nothing to resend, and an unknown id is not found.
    expectError(await send(t.app, 'POST', `/api/platform/outbox/${failed.id}/resend`, platform.token), 409);
    expectError(await send(t.app, 'POST', `/api/platform/outbox/${NIL_UUID}/resend`, platform.token), 404);
  });
});

describe('platform administration: the outbox without a mail server (local mode)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the whole message, since nothing is delivered and the outbox is how a link reaches its person', async () => {
    expect(t.config.SMTP_URL).toBeUndefined();
    const platform = await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] });
    const to = randomEmail('local');
    const [mail] = await t.db
      .insert(mailOutbox)
      .values({
        to,
        subject: 'Your DocApply sign-in code',
        text: 'Your DocApply sign-in code is:\n\n    482913\n',
      })
      .returning();
    const detail = resultOf<TOutboxMailDetail>(
      await send(t.app, 'GET', `/api/platform/outbox/${mail.id}`, platform.token),
    );
    expect(detail.text).toContain('482913');
    expect(detail.isMasked).toBe(false);
    const reads = await t.db.select().from(auditLog).where(eq(auditLog.entityId, mail.id));
    expect(reads).toMatchObject([{ action: 'mail.viewed', actorId: platform.user.id }]);
  });
});
