import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, emailTokens, users } from '@/core/db/schema';
import { hashSecret } from '@/lib/secrets';
import {
  SUBJECTS,
  expectError,
  findVerifyToken,
  post,
  randomEmail,
  randomIp,
  registerBody,
} from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';

const INVALID = 'This verification link is invalid or has already been used.';
const EXPIRED = 'This verification link has expired. Request a new one.';

describe('email verification', () => {
  let t: TTestApp;
  let smtp: TTestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** First the doctor registers; returns the emailed token. */
  async function register() {
    const body = registerBody();
    expect((await post(t.app, '/api/auth/register', body, { ip: randomIp() })).statusCode).toBe(201);
    const mail = await smtp.waitFor(body.email, { subject: SUBJECTS.verify });
    return { email: body.email, token: findVerifyToken(mail.text) };
  }

  it('verifies the email once; the same link then reads as used', async () => {
    const { email, token } = await register();
    const response = await post(t.app, '/api/auth/emailVerify', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { message: expect.any(String), email } });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((a) => a.action)).toContain('auth.email-verified');

    const again = expectError(await post(t.app, '/api/auth/emailVerify', { token }), 400, 'TOKEN_INVALID');
    expect(again.message).toBe(INVALID);
  });

  it('refuses a link after 24 hours', async () => {
    const { email, token } = await register();
    // Age the link in the database rather than moving the clock.
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.tokenHash, hashSecret(t.config.TOKEN_KEY, token)));

    const error = expectError(await post(t.app, '/api/auth/emailVerify', { token }), 400, 'TOKEN_EXPIRED');
    expect(error.message).toBe(EXPIRED);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user.emailVerifiedAt).toBeNull();
  });

  it('stores links with a 24 hour lifetime and never in clear', async () => {
    const { token } = await register();
    const [row] = await t.db
      .select()
      .from(emailTokens)
      .where(eq(emailTokens.tokenHash, hashSecret(t.config.TOKEN_KEY, token)));
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
    expect(row.tokenHash).not.toContain(token);
  });

  it('refuses a made-up token', async () => {
    const error = expectError(
      await post(t.app, '/api/auth/emailVerify', { token: 'x'.repeat(43) }),
      400,
      'TOKEN_INVALID',
    );
    expect(error.message).toBe(INVALID);
  });

  it('resends a fresh link that works, answering unknown emails the same way', async () => {
    const { email, token: first } = await register();
    const known = await post(t.app, '/api/auth/emailVerify/resend', { email });
    const unknown = await post(t.app, '/api/auth/emailVerify/resend', { email: randomEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await smtp.waitFor(email, { subject: SUBJECTS.verify, after: 1 });
    const second = findVerifyToken(mail.text);
    expect(second).not.toBe(first);
    expect((await post(t.app, '/api/auth/emailVerify', { token: second })).statusCode).toBe(200);
  });

  it('sends nothing to an already verified account on resend', async () => {
    const { email, token } = await register();
    await post(t.app, '/api/auth/emailVerify', { token });
    const response = await post(t.app, '/api/auth/emailVerify/resend', { email });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(email).filter((m) => m.subject === SUBJECTS.verify)).toHaveLength(1);
  });

  it('stops mailing one address after five links in an hour, still answering the same', async () => {
    const { email } = await register();
    for (let i = 0; i < 6; i++) {
      expect((await post(t.app, '/api/auth/emailVerify/resend', { email })).statusCode).toBe(200);
    }
    await smtp.waitFor(email, { subject: SUBJECTS.verify, after: 4 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.to(email)).toHaveLength(5);
  });

  it('extractValues tells the page whose link it is without using it up', async () => {
    const { email, token } = await register();
    const response = await post(t.app, '/api/auth/extractValues', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { purpose: 'email-verify', email } });
    expect((await post(t.app, '/api/auth/emailVerify', { token })).statusCode).toBe(200);
    expectError(await post(t.app, '/api/auth/extractValues', { token }), 400, 'TOKEN_INVALID');
    expectError(await post(t.app, '/api/auth/extractValues', { token: 'nope' }), 400, 'TOKEN_INVALID');
  });
});
