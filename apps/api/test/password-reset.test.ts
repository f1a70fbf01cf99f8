import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailTokens, users } from '@/core/db/schema';
import { hashSecret } from '@/lib/secrets';
import {
  createUserWithToken,
  expectError,
  get,
  post,
  randomEmail,
  randomIp,
  registerBody,
  signIn,
  startSignIn,
  SUBJECTS,
} from './helpers/auth';
import { GOOD_PASSWORD } from './helpers/constants';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';

const RESET_SUBJECT = 'Reset your DocApply password';
const NEW_PASSWORD = 'Copper-Meadow-Falcon-77';

function findResetLink(text: string): { url: string; token: string } {
  const match = /(\S+resetPassword)\?token=([\w%-]+)/.exec(text);
  if (!match) {
    throw new Error(`No reset link in: ${text}`);
  }
  return { url: match[1], token: decodeURIComponent(match[2]) };
}

describe('forgot and reset password', () => {
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

  const forgot = (body: Record<string, unknown>, ip = randomIp()) =>
    post(t.app, '/api/auth/password/forgot', body, { ip });
  const reset = (token: string, password: string) =>
    post(t.app, '/api/auth/password/reset', { token, password });

  /** Asks for a link for `email` and reads it from the mail that follows. */
  async function requestLink(email: string, site?: 'portal' | 'admin') {
    const after = smtp.to(email).length;
    const response = await forgot({ email, ...(site ? { site } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await smtp.waitFor(email, { subject: RESET_SUBJECT, after });
    return { mail, ...findResetLink(mail.text) };
  }

  // PostgreSQL only: the embedded database has one connection, which the held transaction would
  // hold for every statement. Not under the atomicity check (test/atomicity-files.ts), which waits
  // for the work after an answer.
  it.runIf(process.env.API_TEST_BACKEND === 'pg')(
    'answers a reset request and a verification resend before it looks the address up',
    async () => {
      const registered = registerBody();
      expect((await post(t.app, '/api/auth/register', registered)).statusCode).toBe(201);
      const email = registered.email.toLowerCase();
      await smtp.waitFor(email, { subject: SUBJECTS.verify });
      // The accounts table held by another transaction: a lookup would wait for it, and the answer too.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let isLocked = () => {};
      const locked = new Promise<void>((resolve) => (isLocked = resolve));
      const holding = t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table users in access exclusive mode`);
        isLocked();
        await held;
      });
      await locked;
      const within = (request: Promise<{ statusCode: number }>) =>
        Promise.race([
          request.then((response) => response.statusCode),
          new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
        ]);
      try {
        expect(await within(post(t.app, '/api/auth/emailVerify/resend', { email }))).toBe(200);
        expect(await within(forgot({ email }))).toBe(200);
      } finally {
        release();
        await holding;
      }
      // Both mails still go out once the table is free.
      await smtp.waitFor(email, { subject: SUBJECTS.verify, after: 1 });
      await smtp.waitFor(email, { subject: RESET_SUBJECT });
    },
  );

  it('answers an unknown email exactly like a known one, and only the known one gets mail', async () => {
    const { user } = await createUserWithToken(t.db, t.config);
    const unknown = randomEmail('nobody');
    const known = await forgot({ email: user.email.toUpperCase() });
    const other = await forgot({ email: unknown });

    expect(other.statusCode).toBe(200);
    expect(other.statusCode).toBe(known.statusCode);
    expect(other.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      result: { message: expect.stringMatching(/If an account uses this email/) },
    });

    const mail = await smtp.waitFor(user.email, { subject: RESET_SUBJECT });
    expect(mail.text).toContain('Hello Test');
    expect(mail.text).toContain(`${t.config.DOCTOR_URL}resetPassword?token=`);
    expect(mail.text).toContain('30 minutes');
    expect(smtp.to(unknown)).toEqual([]);
    const [row] = await t.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'reset-password')));
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(30, 0);
  });

  it('sends a disabled account no link', async () => {
    const disabled = await createUserWithToken(t.db, t.config);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.user.id));
    const active = await createUserWithToken(t.db, t.config);

    const answer = await forgot({ email: disabled.user.email });
    expect(answer.json()).toEqual((await forgot({ email: active.user.email })).json());
    // The active account's mail comes through the same sender after the disabled one was decided.
    await smtp.waitFor(active.user.email, { subject: RESET_SUBJECT });
    expect(smtp.to(disabled.user.email)).toEqual([]);
    const tokens = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, disabled.user.id));
    expect(tokens).toEqual([]);
  });

  it('gives the admin site an admin link', async () => {
    const { user } = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    const { url } = await requestLink(user.email, 'admin');
    expect(`${url}?`).toBe(`${t.config.ADMIN_URL}resetPassword?`);
  });

  it('resets the password once: old sessions and the old password end, the new one signs in', async () => {
    const { user, token: oldSession, password: oldPassword } = await createUserWithToken(t.db, t.config);
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    // A sign-in started with the old password must not finish after the reset.
    const pending = await startSignIn(t.app, smtp, user.email, oldPassword);
    // Five wrong passwords from one address stop that address at the account; the reset lifts it.
    const here = randomIp();
    for (let i = 0; i < 5; i += 1) {
      const body = { email: user.email, password: 'Wrong-Password-1234' };
      expectError(await post(t.app, '/api/auth/verifyUser', body, { ip: here }), 401);
    }
    const body = { email: user.email, password: oldPassword };
    expectError(await post(t.app, '/api/auth/verifyUser', body, { ip: here }), 429);
    const { token } = await requestLink(user.email);

    const weak = expectError(await reset(token, 'password1234'), 400, 'VALIDATION');
    expect(weak.fields?.password).toMatch(/too common/);
    const short = expectError(await reset(token, 'short'), 400, 'VALIDATION');
    expect(short.fields).toEqual({ password: 'Password must be at least 12 characters' });
    // The refused passwords left the link usable.
    const done = await reset(token, NEW_PASSWORD);
    expect(done.json()).toEqual({
      result: {
        message: 'Your password has been changed. Sign in with your new password.',
        email: user.email,
      },
    });

    const again = expectError(await reset(token, 'Another-Fine-Phrase-31'), 400, 'TOKEN_INVALID');
    expect(again.message).toBe(
      'This password reset link is invalid or has already been used. Request a new one.',
    );
    expectError(await get(t.app, '/api/auth/me', { token: oldSession }), 401, 'UNAUTHORIZED');
    expectError(
      await post(t.app, '/api/auth/otp', { challenge: pending.challenge, code: pending.code }),
      400,
    );
    expectError(
      await post(
        t.app,
        '/api/auth/verifyUser',
        { email: user.email, password: oldPassword },
        { ip: randomIp() },
      ),
      401,
      'INVALID_CREDENTIALS',
    );

    const fromHere = await post(
      t.app,
      '/api/auth/verifyUser',
      { email: user.email, password: NEW_PASSWORD },
      { ip: here },
    );
    expect(fromHere.statusCode).toBe(200);
    const newSession = await signIn(t.app, smtp, user.email, NEW_PASSWORD);
    const me = await get(t.app, '/api/auth/me', { token: newSession });
    expect(me.json().result.user).toMatchObject({ email: user.email, isEmailVerified: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.sessionVersion).toBe(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.password-reset-requested', 'auth.password-reset']),
    );
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('lets only the newest link work', async () => {
    const { user } = await createUserWithToken(t.db, t.config);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expectError(await reset(first.token, NEW_PASSWORD), 400, 'TOKEN_INVALID');
    expect((await reset(second.token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link after 30 minutes, and an unknown one', async () => {
    const { user } = await createUserWithToken(t.db, t.config);
    const { token } = await requestLink(user.email);
    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.tokenHash, hashSecret(t.config.TOKEN_KEY, token)));
    const expired = expectError(await reset(token, NEW_PASSWORD), 400, 'TOKEN_EXPIRED');
    expect(expired.message).toBe('This password reset link has expired. Request a new one.');
    const unknown = expectError(await reset('not-a-real-token', NEW_PASSWORD), 400, 'TOKEN_INVALID');
    expect(unknown.message).toMatch(/invalid or has already been used/);
    // Nothing changed: the sessions live on.
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.sessionVersion).toBe(0);
  });

  it('throttles repeated requests for one address with 429, known or not', async () => {
    const { user } = await createUserWithToken(t.db, t.config);
    const unknown = randomEmail('nobody');
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < 5; i += 1) {
        expect((await forgot({ email })).statusCode).toBe(200);
      }
      const error = expectError(await forgot({ email }), 429, 'TOO_MANY_REQUESTS');
      expect(error.message).toBe('Too many attempts. Try again in a few minutes.');
    }
  });

  it('refuses bad bodies with the field messages', async () => {
    const missing = expectError(await forgot({ email: '' }), 400);
    expect(missing.fields).toEqual({ email: 'Required' });
    const invalid = expectError(await forgot({ email: 'not-an-email' }), 400);
    expect(invalid.fields).toEqual({ email: 'Invalid email address' });
    expectError(await forgot({ email: randomEmail(), site: 'elsewhere' }), 400);
    expectError(await reset('', GOOD_PASSWORD), 400);
  });
});
