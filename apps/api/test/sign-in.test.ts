import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, oneTimeCodes, users } from '@/core/db/schema';
import { GOOD_PASSWORD } from './helpers/constants';
import { expectError, post, randomEmail, randomIp, signUpDoctor, startSignIn } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';

const INVALID_CREDENTIALS = 'Invalid email or password';
const CODE_EXPIRED = 'This code has expired. Request a new one.';

describe('sign-in: password, then emailed code', () => {
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

  it('emails a 6-digit code valid for the configured minutes and exchanges it for a session', async () => {
    const { email, password } = await signUpDoctor(t.app, smtp);
    const started = await startSignIn(t.app, smtp, email, password);

    // The seeded system setting ("as shipped") is 1 minute.
    expect(started.otpMinutes).toBe(1);
    expect(new Date(started.expiresAt).getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(new Date(started.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    expect(started.mail.text).toContain('valid for 1 minute');
    expect(started.code).toMatch(/^\d{6}$/);

    const response = await post(t.app, '/api/auth/otp', { challenge: started.challenge, code: started.code });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().result;
    expect(token.split('.')).toHaveLength(3);
    expect(user).toEqual({
      id: expect.any(String),
      email,
      name: { first: 'Alex', last: 'Rivera' },
      phone: '+1 212-555-0100',
      roles: ['doctor'],
      isEmailVerified: true,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-auth-token': token } });
    expect(me.json()).toEqual({ result: { user } });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.sign-in')));
    expect(audit).toHaveLength(1);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const { email } = await signUpDoctor(t.app, smtp);
    const wrongPassword = await post(
      t.app,
      '/api/auth/verifyUser',
      { email, password: 'Not-The-Password-1' },
      { ip: randomIp() },
    );
    const unknownEmail = await post(
      t.app,
      '/api/auth/verifyUser',
      { email: randomEmail(), password: 'Not-The-Password-1' },
      { ip: randomIp() },
    );

    expectError(wrongPassword, 401, 'INVALID_CREDENTIALS');
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.json().error.message).toBe(INVALID_CREDENTIALS);
  });

  const wrongPassword = (email: string, ip: string, i: number) =>
    post(t.app, '/api/auth/verifyUser', { email, password: `Wrong-Password-${i}x` }, { ip });

  it('stops an address after 5 failed passwords at an account, even for the right one, while the owner elsewhere signs in', async () => {
    const { email, password } = await signUpDoctor(t.app, smtp);
    const guesser = randomIp();
    for (let i = 0; i < 5; i++) {
      expectError(await wrongPassword(email, guesser, i), 401);
    }
    const locked = expectError(
      await post(t.app, '/api/auth/verifyUser', { email, password }, { ip: guesser }),
      429,
      'TOO_MANY_REQUESTS',
    );
    expect(locked.message).toBe('Too many attempts. Try again in a few minutes.');
    // Someone else's wrong passwords do not lock the owner out (security review of 5daf67e).
    expect(
      (await post(t.app, '/api/auth/verifyUser', { email, password }, { ip: randomIp() })).statusCode,
    ).toBe(200);
  });

  it('locks an account after 30 failed passwords from any addresses (guessing spread over many)', async () => {
    const { email, password } = await signUpDoctor(t.app, smtp);
    for (let i = 0; i < 30; i++) {
      expectError(await wrongPassword(email, randomIp(), i), 401);
    }
    expectError(await post(t.app, '/api/auth/verifyUser', { email, password }, { ip: randomIp() }), 429);
  });

  it('locks an address after 20 failures across accounts', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) {
      expectError(
        await post(
          t.app,
          '/api/auth/verifyUser',
          { email: randomEmail(), password: 'Wrong-Password-1' },
          { ip },
        ),
        401,
      );
    }
    const { email, password } = await signUpDoctor(t.app, smtp);
    expectError(await post(t.app, '/api/auth/verifyUser', { email, password }, { ip }), 429);
    expect(
      (await post(t.app, '/api/auth/verifyUser', { email, password }, { ip: randomIp() })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong code with a field error, then accepts the right one', async () => {
    const { email, password } = await signUpDoctor(t.app, smtp);
    const { challenge, code } = await startSignIn(t.app, smtp, email, password);
    const wrong = code === '000000' ? '000001' : '000000';
    const error = expectError(
      await post(t.app, '/api/auth/otp', { challenge, code: wrong }),
      400,
      'OTP_INVALID',
    );
    expect(error).toEqual({ code: 'OTP_INVALID', message: 'Invalid code', fields: { code: 'Invalid code' } });
    expect((await post(t.app, '/api/auth/otp', { challenge, code })).statusCode).toBe(200);
  });

  it('kills the code after 5 wrong tries: then even the right code fails', async () => {
    const { email, password } = await signUpDoctor(t.app, smtp);
    const { challenge, code } = await startSignIn(t.app, smtp, email, password);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      expectError(await post(t.app, '/api/auth/otp', { challenge, code: wrong }), 400, 'OTP_INVALID');
    }
    const error = expectError(await post(t.app, '/api/auth/otp', { challenge, code }), 400, 'OTP_EXPIRED');
    expect(error.message).toBe(CODE_EXPIRED);
  });

  it('counts wrong codes per account across fresh codes: the tenth blocks code sign-in for an hour and mails the owner', async () => {
    const { email, password } = await signUpDoctor(t.app, smtp);
    const ip = randomIp();
    const otp = (challenge: string, code: string) =>
      post(t.app, '/api/auth/otp', { challenge, code }, { ip });
    // Someone who knows the password asks for a fresh code after each five wrong guesses.
    const guesses: number[] = [];
    let lastRight = { challenge: '', code: '' };
    for (let round = 0; round < 2; round++) {
      const { challenge, code } = await startSignIn(t.app, smtp, email, password, ip);
      lastRight = { challenge, code };
      const wrong = code === '123456' ? '654321' : '123456';
      for (let i = 0; i < 5; i++) {
        guesses.push((await otp(challenge, wrong)).statusCode);
      }
    }
    expect(guesses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 429]);
    // The right password no longer sends a code, and a code sent before no longer signs in.
    const retry = expectError(await post(t.app, '/api/auth/verifyUser', { email, password }, { ip }), 429);
    expect(retry.message).toBe('Too many attempts. Try again in a few minutes.');
    const second = await startSignInOrStatus(email, password);
    expect(second).toBe(429);
    expectError(await otp(lastRight.challenge, lastRight.code), 400, 'OTP_EXPIRED');
    // The owner hears of it once, with what to do.
    await smtp.waitFor(email, { subject: 'Sign-in to DocApply blocked' });
    const alerts = smtp.to(email).filter((mail) => mail.subject === 'Sign-in to DocApply blocked');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain('10 wrong sign-in codes');
    expect(alerts[0].text).toContain('choose a new password');
    expect(alerts[0].text).not.toMatch(/\b\d{6}\b/);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.sign-in-code-blocked')));
    expect(trail).toHaveLength(1);

    // A new password, as the mail says, lifts the block: the owner signs in at once.
    const link = /(\S+)\/forgotPassword\b/.exec(alerts[0].text)?.[1];
    expect(`${link}/`).toBe(t.config.DOCTOR_URL);
    const before = smtp.to(email).length;
    expect((await post(t.app, '/api/auth/password/forgot', { email }, { ip })).statusCode).toBe(200);
    const reset = await smtp.waitFor(email, { subject: 'Reset your DocApply password', after: before });
    const token = decodeURIComponent(/resetPassword\?token=([\w%-]+)/.exec(reset.text)?.[1] ?? '');
    const newPassword = 'Copper-Meadow-Falcon-77';
    expect((await post(t.app, '/api/auth/password/reset', { token, password: newPassword })).statusCode).toBe(
      200,
    );
    const again = await startSignIn(t.app, smtp, email, newPassword, ip);
    expect((await otp(again.challenge, again.code)).statusCode).toBe(200);
  });

  async function startSignInOrStatus(email: string, password: string): Promise<number> {
    return (await post(t.app, '/api/auth/verifyUser', { email, password }, { ip: randomIp() })).statusCode;
  }

  it('refuses an expired code', async () => {
    const { email, password } = await signUpDoctor(t.app, smtp);
    const { challenge, code } = await startSignIn(t.app, smtp, email, password);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.challengeId, challenge));
    expectError(await post(t.app, '/api/auth/otp', { challenge, code }), 400, 'OTP_EXPIRED');
  });

  it('accepts a code once only', async () => {
    const { email, password } = await signUpDoctor(t.app, smtp);
    const { challenge, code } = await startSignIn(t.app, smtp, email, password);
    expect((await post(t.app, '/api/auth/otp', { challenge, code })).statusCode).toBe(200);
    expectError(await post(t.app, '/api/auth/otp', { challenge, code }), 400, 'OTP_EXPIRED');
  });

  it('refuses an unknown challenge', async () => {
    expectError(
      await post(t.app, '/api/auth/otp', { challenge: 'made-up', code: '123456' }),
      400,
      'OTP_EXPIRED',
    );
  });

  it('lets an unverified doctor sign in (the portal shows the verification prompt)', async () => {
    const email = randomEmail();
    await post(
      t.app,
      '/api/auth/register',
      {
        firstName: 'Uma',
        lastName: 'Patel',
        email,
        phone: '+1 312-555-0199',
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        terms: 'true',
      },
      { ip: randomIp() },
    );
    const { challenge, code } = await startSignIn(t.app, smtp, email, GOOD_PASSWORD);
    const response = await post(t.app, '/api/auth/otp', { challenge, code });
    expect(response.json().result.user.isEmailVerified).toBe(false);
  });
});
