import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '@/core/db/schema';
import { createUserWithToken, expectError, post, randomEmail } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';

const INVITE_SUBJECT = 'You are invited to DocApply';
const NEW_PASSWORD = 'Copper-Meadow-Falcon-77';
const USED = /invalid or has already been used/;

describe('checking an admin invitation link before its password form', () => {
  let t: TTestApp;
  let smtp: TTestSmtp;
  let platform: Awaited<ReturnType<typeof createUserWithToken>>;
  let hospital: TTestHospital;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    platform = await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] });
    hospital = await createHospitalWithForms(t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Invites a new administrator; returns their email and the link's token. */
  async function invite() {
    const email = randomEmail('admin');
    resultOf(
      await send(t.app, 'POST', '/api/platform/admins/invite', platform.token, {
        email,
        firstName: 'Jordan',
        lastName: 'Blake',
        hospitalIds: [hospital.hospital.id],
      }),
    );
    const mail = await smtp.waitFor(email, { subject: INVITE_SUBJECT });
    const match = /\/admin\/setPassword\?token=([\w%-]+)/.exec(mail.text);
    if (!match) {
      throw new Error(`No set-password link in: ${mail.text}`);
    }
    return { email, token: decodeURIComponent(match[1]) };
  }
  const check = (body: Record<string, unknown>) => post(t.app, '/api/auth/setPassword/check', body);

  it('answers a live link with its address, without using it up', async () => {
    const { email, token } = await invite();
    const first = await check({ token });
    expect(first.json()).toEqual({ result: { email } });
    expect((await check({ token })).statusCode).toBe(200);
    const set = await post(t.app, '/api/auth/setPassword', { token, password: NEW_PASSWORD });
    expect(set.statusCode, set.body).toBe(200);
  });

  it('says a used link cannot be used, before any password is typed', async () => {
    const { token } = await invite();
    expect((await post(t.app, '/api/auth/setPassword', { token, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    expect(expectError(await check({ token }), 400, 'TOKEN_INVALID').message).toMatch(USED);
  });

  it('says an expired link has expired', async () => {
    const { email, token } = await invite();
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.userId, admin.id));
    expect(expectError(await check({ token }), 400, 'TOKEN_EXPIRED').message).toMatch(/has expired/);
  });

  it('refuses an unknown or missing token with a clear 4xx', async () => {
    expect(expectError(await check({ token: 'not-a-token' }), 400, 'TOKEN_INVALID').message).toMatch(USED);
    expectError(await check({}), 400, 'VALIDATION');
    expectError(await check({ token: 'x', extra: 1 }), 400, 'VALIDATION');
  });
});
