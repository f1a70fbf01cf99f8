import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS, expectError, post, signUpDoctor, startSignIn } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';

// Its own file (the atomicity check walks it): sign-in.test.ts counts refused attempts, which the
// check's failed twin of each request would count twice.
describe('sign-in: a new code by mail', () => {
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

  it('resends a new code under a new challenge; the first code, arriving late, still signs in, once', async () => {
    const { email, password } = await signUpDoctor(t.app, smtp);
    const first = await startSignIn(t.app, smtp, email, password);
    const before = smtp.to(email).length;
    const response = await post(t.app, '/api/auth/otp/resend', { challenge: first.challenge });
    expect(response.statusCode).toBe(200);
    const resent = response.json().result;
    expect(resent).toEqual({
      message: expect.any(String),
      challenge: expect.any(String),
      expiresAt: expect.any(String),
      otpMinutes: 1,
      isCodeSent: true,
      factors: { totp: false, passkey: false, recoveryCode: false, emailCode: true },
    });
    expect(resent.challenge).not.toBe(first.challenge);
    const mail = await smtp.waitFor(email, { subject: SUBJECTS.code, after: before });
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];

    // The page now holds the new challenge; the doctor types the first code, which came late.
    const wrong = ['000000', '111111', '222222'].find((guess) => guess !== code && guess !== first.code);
    expectError(
      await post(t.app, '/api/auth/otp', { challenge: resent.challenge, code: wrong }),
      400,
      'OTP_INVALID',
    );
    expect(
      (await post(t.app, '/api/auth/otp', { challenge: resent.challenge, code: first.code })).statusCode,
    ).toBe(200);
    // Signed in: neither code works again.
    for (const attempt of [
      { challenge: resent.challenge, code },
      { challenge: first.challenge, code: first.code },
    ]) {
      expectError(await post(t.app, '/api/auth/otp', attempt), 400, 'OTP_EXPIRED');
    }
  });

  it('refuses to resend for an unknown challenge', async () => {
    expectError(await post(t.app, '/api/auth/otp/resend', { challenge: 'made-up' }), 400, 'BAD_REQUEST');
  });
});
