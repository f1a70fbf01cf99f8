import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stepUps } from '@/core/db/schema';
import { useStepUp } from '@/modules/factors';
import { expectError, findCode, get, post, signIn, signUpDoctor } from './helpers/auth';
import { STEP_UP_SUBJECT, computeTotpCode, enrolTotp, grantStepUp } from './helpers/factors';
import { completeRequests, createHospitalWithForms, resultOf, send } from './application-fixtures';
import { startAnsweredApplication } from './submission-fixtures';
import { GOOD_PASSWORD } from './helpers/constants';
import { useAppWithSmtp } from './helpers/app-with-smtp';

describe('a fresh second factor before a signature (step-up)', () => {
  const env = useAppWithSmtp();

  const signedInDoctor = async () => {
    const { email, password } = await signUpDoctor(env.t.app, env.smtp);
    const token = await signIn(env.t.app, env.smtp, email, password);
    const userId = (await get(env.t.app, '/api/auth/me', { token })).json().result.user.id as string;
    return { email, token, userId };
  };
  const stepUp = (token: string, body: Record<string, unknown>) =>
    post(env.t.app, '/api/account/step-up', body, { token });
  /** Uses the account's step-up as a signature does: its method, or the error's code. */
  const sign = (userId: string) =>
    env.t.db.transaction((tx) => useStepUp(tx, userId)).catch((error: { code?: string }) => error.code);

  it('emails a code to a doctor without a strong factor; the right code is good for one signature', async () => {
    const doctor = await signedInDoctor();
    expect(await sign(doctor.userId)).toBe('STEP_UP_REQUIRED');

    const sent = await post(env.t.app, '/api/account/step-up/email', undefined, { token: doctor.token });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await env.smtp.waitFor(doctor.email, { subject: STEP_UP_SUBJECT });
    const code = findCode(mail.text);

    const wrong = await stepUp(doctor.token, {
      method: 'email-code',
      code: code === '000000' ? '111111' : '000000',
    });
    expectError(wrong, 400, 'OTP_INVALID');
    expect(wrong.json().error.fields.code).toContain('not right');
    expect(await sign(doctor.userId)).toBe('STEP_UP_REQUIRED');

    const right = await stepUp(doctor.token, { method: 'email-code', code });
    expect(right.statusCode, right.body).toBe(200);
    expect(Date.parse(right.json().result.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);

    expect(await sign(doctor.userId)).toBe('email-code');
    // One proof, one signature; the code does not pass twice either.
    expect(await sign(doctor.userId)).toBe('STEP_UP_REQUIRED');
    const again = await stepUp(doctor.token, { method: 'email-code', code });
    expectError(again, 400, 'OTP_INVALID');
  });

  it("takes the app's code or a recovery code; an account with one gets no emailed code", async () => {
    const doctor = await signedInDoctor();
    const { secret, recoveryCodes } = await enrolTotp(env.t.app, doctor.token);

    const emailed = await post(env.t.app, '/api/account/step-up/email', undefined, { token: doctor.token });
    expectError(emailed, 403, 'FORBIDDEN');
    expect(emailed.json().error.message).toContain('authenticator app');

    const totp = await stepUp(doctor.token, { method: 'totp', code: computeTotpCode(secret, 1) });
    expect(totp.statusCode, totp.body).toBe(200);
    expect(await sign(doctor.userId)).toBe('totp');
    expect(await sign(doctor.userId)).toBe('STEP_UP_REQUIRED');

    const mailsBefore = env.smtp.to(doctor.email).length;
    const recovery = await stepUp(doctor.token, { method: 'recovery-code', code: recoveryCodes[0] });
    expect(recovery.statusCode, recovery.body).toBe(200);
    await env.smtp.waitFor(doctor.email, {
      subject: 'A recovery code was used on your DocApply account',
      after: mailsBefore,
    });
    expect(await sign(doctor.userId)).toBe('recovery-code');
  });

  it('refuses a step-up older than 5 minutes, and another account cannot use it', async () => {
    const doctor = await signedInDoctor();
    const other = await signedInDoctor();
    await grantStepUp(env.t, doctor.token);
    expect(await sign(other.userId)).toBe('STEP_UP_REQUIRED');

    // The other doctor's code does not pass for this one either.
    const mailsBefore = env.smtp.to(other.email).length;
    await post(env.t.app, '/api/account/step-up/email', undefined, { token: other.token });
    const otherCode = findCode(
      (await env.smtp.waitFor(other.email, { subject: STEP_UP_SUBJECT, after: mailsBefore })).text,
    );
    const borrowed = await stepUp(doctor.token, { method: 'email-code', code: otherCode });
    expectError(borrowed, 400, 'OTP_INVALID');

    await env.t.db
      .update(stepUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stepUps.userId, doctor.userId));
    expect(await sign(doctor.userId)).toBe('STEP_UP_REQUIRED');
  });

  it('counts wrong proofs with wrong sign-in codes, blocks at the limit, and needs a full session', async () => {
    const doctor = await signedInDoctor();
    const { secret } = await enrolTotp(env.t.app, doctor.token);
    const wrongCode = computeTotpCode(secret, 5);
    for (let i = 0; i < 9; i += 1) {
      const wrong = await stepUp(doctor.token, { method: 'totp', code: wrongCode });
      expectError(wrong, 400, 'OTP_INVALID');
    }
    const last = await stepUp(doctor.token, { method: 'totp', code: wrongCode });
    expectError(last, 429, 'TOO_MANY_REQUESTS');
    const blocked = await stepUp(doctor.token, { method: 'totp', code: computeTotpCode(secret, 1) });
    expectError(blocked, 429, 'TOO_MANY_REQUESTS');
    expect(await sign(doctor.userId)).toBe('STEP_UP_REQUIRED');

    const anonymous = await post(env.t.app, '/api/account/step-up', { method: 'totp', code: '123456' });
    expectError(anonymous, 401);
  });

  it('makes the submit need a fresh step-up of its own doctor: refused, then accepted once', async () => {
    const h = await createHospitalWithForms(env.t.db, { minReferences: 0 });
    const doctor = await signedInDoctor();
    const other = await signedInDoctor();
    const { secret } = await enrolTotp(env.t.app, doctor.token);
    const { id } = await startAnsweredApplication(env.t, { token: doctor.token, hospital: h });
    await completeRequests(env.t.db, id, 0);
    const submit = () =>
      send(env.t.app, 'POST', `/api/applications/${id}/submit`, doctor.token, {
        attestationName: 'Alex Rivera',
      });

    const refused = expectError(await submit(), 403, 'STEP_UP_REQUIRED');
    expect(refused.message).toBe('Confirm it is you before you sign: enter a code or use your passkey.');
    // Another doctor's step-up does not sign this one's application.
    await grantStepUp(env.t, other.token);
    expectError(await submit(), 403, 'STEP_UP_REQUIRED');
    // Nor does one older than 5 minutes.
    expect(
      (await stepUp(doctor.token, { method: 'totp', code: computeTotpCode(secret, 1) })).statusCode,
    ).toBe(200);
    await env.t.db
      .update(stepUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(stepUps.userId, doctor.userId));
    expectError(await submit(), 403, 'STEP_UP_REQUIRED');
    const detail = await send(env.t.app, 'GET', `/api/applicationDatas/${id}`, doctor.token);
    expect(detail.json().result.isEditable).toBe(true);

    // A recovery code now (the app's next code is a step away): accepted, and used up by the submit.
    const { recoveryCodes } = (
      await post(
        env.t.app,
        '/api/account/security/recovery-codes',
        { password: GOOD_PASSWORD },
        { token: doctor.token },
      )
    ).json().result;
    expect((await stepUp(doctor.token, { method: 'recovery-code', code: recoveryCodes[0] })).statusCode).toBe(
      200,
    );
    expect(resultOf<{ status: string }>(await submit()).status).toBe('applied');
    expect(await sign(doctor.userId)).toBe('STEP_UP_REQUIRED');
    // The other doctor's step-up is still theirs, unused.
    expect(await sign(other.userId)).toBe('email-code');
  });
});
