import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, passkeys, recoveryCodes, totpFactors } from '@/core/db/schema';
import { createUserWithToken, expectError, get, post, signIn, signUpDoctor } from './helpers/auth';
import { computeTotpCode, enrolTotp } from './helpers/factors';
import { useAppWithSmtp } from './helpers/app-with-smtp';

const CODE_SUBJECT = 'Your DocApply sign-in code';

describe('authenticator apps and recovery codes', () => {
  const env = useAppWithSmtp();

  const signedInDoctor = async () => {
    const { email, password } = await signUpDoctor(env.t.app, env.smtp);
    return { email, password, token: await signIn(env.t.app, env.smtp, email, password) };
  };
  const verifyUser = (email: string, password: string) =>
    post(env.t.app, '/api/auth/verifyUser', { email, password });
  const actions = async (userId: string) =>
    (
      await env.t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, userId))
    ).map((row) => row.action);

  it('sets up an app with a QR code, confirms it with a code, and shows 10 recovery codes once', async () => {
    const { token } = await signedInDoctor();
    const started = await post(env.t.app, '/api/account/security/totp', undefined, { token });
    expect(started.statusCode).toBe(200);
    const { secret, qrCode, otpauthUrl } = started.json().result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(otpauthUrl).toContain(`secret=${secret}`);

    // A dump of the table alone does not give the secret.
    const me = (await get(env.t.app, '/api/auth/me', { token })).json().result.user;
    const [row] = await env.t.db.select().from(totpFactors).where(eq(totpFactors.userId, me.id));
    expect(row?.secret).not.toContain(secret);
    expect(row?.confirmedAt).toBeNull();

    const before = (await get(env.t.app, '/api/account/security', { token })).json().result;
    expect(before).toEqual({ totp: null, passkeys: [], recoveryCodesLeft: 0, isStrongRequired: false });

    const wrong = await post(env.t.app, '/api/account/security/totp/confirm', { code: '000000' }, { token });
    expectError(wrong, 400, 'OTP_INVALID');
    expect(wrong.json().error.fields.code).toContain('not right');

    const right = await post(
      env.t.app,
      '/api/account/security/totp/confirm',
      { code: computeTotpCode(secret) },
      { token },
    );
    expect(right.statusCode, right.body).toBe(200);
    const { recoveryCodes: codes, session } = right.json().result;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(session).toBeUndefined();
    const stored = await env.t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, me.id));
    expect(stored.map((code) => code.codeHash)).not.toContain(codes[0]);

    const after = (await get(env.t.app, '/api/account/security', { token })).json().result;
    expect(after.totp.addedAt).toEqual(expect.any(String));
    expect(after.recoveryCodesLeft).toBe(10);
    expect(await actions(me.id)).toContain('auth.factor-added');

    const again = await post(env.t.app, '/api/account/security/totp', undefined, { token });
    expectError(again, 409, 'CONFLICT');
  });

  it('signs in with the app instead of an emailed code; a code used once is refused', async () => {
    const { email, password, token } = await signedInDoctor();
    const { secret } = await enrolTotp(env.t.app, token);
    const mailsBefore = env.smtp.to(email).length;

    const started = await verifyUser(email, password);
    expect(started.statusCode).toBe(200);
    const { challenge, isCodeSent, factors } = started.json().result;
    expect(isCodeSent).toBe(false);
    expect(factors).toEqual({ totp: true, passkey: false, recoveryCode: true, emailCode: true });

    const code = computeTotpCode(secret, 1);
    const signedIn = await post(env.t.app, '/api/auth/factor', { challenge, method: 'totp', code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await get(env.t.app, '/api/auth/me', { token: signedIn.json().result.token });
    expect(me.json().result.user.email).toBe(email);
    expect(env.smtp.to(email)).toHaveLength(mailsBefore);

    // The same code again, at a new sign-in: it was used.
    const next = (await verifyUser(email, password)).json().result;
    const replay = await post(env.t.app, '/api/auth/factor', {
      challenge: next.challenge,
      method: 'totp',
      code,
    });
    expectError(replay, 400, 'OTP_INVALID');

    // The emailed code stays available to this account when it asks for it.
    const resent = await post(env.t.app, '/api/auth/otp/resend', { challenge: next.challenge });
    expect(resent.statusCode, resent.body).toBe(200);
    const mail = await env.smtp.waitFor(email, { subject: CODE_SUBJECT, after: mailsBefore });
    const emailed = /\b(\d{6})\b/.exec(mail.text)?.[1];
    const byEmail = await post(env.t.app, '/api/auth/otp', {
      challenge: resent.json().result.challenge,
      code: emailed,
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
  });

  it('signs in with a recovery code once, mails the owner, and refuses it the second time', async () => {
    const { email, password, token } = await signedInDoctor();
    const { recoveryCodes: codes } = await enrolTotp(env.t.app, token);
    const mailsBefore = env.smtp.to(email).length;
    const first = (await verifyUser(email, password)).json().result;
    // Typed with capitals and spaces, as read from paper.
    const typed = ` ${codes[3]!.toUpperCase().replace('-', ' ')} `;
    const used = await post(env.t.app, '/api/auth/factor', {
      challenge: first.challenge,
      method: 'recovery-code',
      code: typed,
    });
    expect(used.statusCode, used.body).toBe(200);
    const mail = await env.smtp.waitFor(email, {
      subject: 'A recovery code was used on your DocApply account',
      after: mailsBefore,
    });
    expect(mail.text).toContain('You have 9 left');
    const userId = used.json().result.user.id;
    expect(await actions(userId)).toContain('auth.recovery-code-used');

    const second = (await verifyUser(email, password)).json().result;
    const reused = await post(env.t.app, '/api/auth/factor', {
      challenge: second.challenge,
      method: 'recovery-code',
      code: codes[3],
    });
    expectError(reused, 400, 'OTP_INVALID');
    expect(reused.json().error.message).toBe('This recovery code is not right, or it has been used.');
  });

  it('regenerating recovery codes needs a proof and replaces the old ones', async () => {
    const { email, password, token } = await signedInDoctor();
    const { recoveryCodes: old } = await enrolTotp(env.t.app, token);
    const noProof = await post(env.t.app, '/api/account/security/recovery-codes', {}, { token });
    expectError(noProof, 400);
    const renewed = await post(env.t.app, '/api/account/security/recovery-codes', { password }, { token });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json().result.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const attempt = (await verifyUser(email, password)).json().result;
    const withOld = await post(env.t.app, '/api/auth/factor', {
      challenge: attempt.challenge,
      method: 'recovery-code',
      code: old[0],
    });
    expectError(withOld, 400, 'OTP_INVALID');
    const withNew = await post(env.t.app, '/api/auth/factor', {
      challenge: attempt.challenge,
      method: 'recovery-code',
      code: fresh[0],
    });
    expect(withNew.statusCode, withNew.body).toBe(200);
  });

  it('removing the app needs the password or a current code, and mails the owner', async () => {
    const { email, password, token } = await signedInDoctor();
    const { recoveryCodes: codes } = await enrolTotp(env.t.app, token);
    expectError(await post(env.t.app, '/api/account/security/totp/remove', {}, { token }), 400);
    const wrong = await post(
      env.t.app,
      '/api/account/security/totp/remove',
      { password: 'Not-The-Password-9' },
      { token },
    );
    expectError(wrong, 400, 'OTP_INVALID');
    expect(wrong.json().error.fields.password).toBe('This password or code is not right.');
    expect((await get(env.t.app, '/api/account/security', { token })).json().result.totp).not.toBeNull();

    const mailsBefore = env.smtp.to(email).length;
    const removed = await post(env.t.app, '/api/account/security/totp/remove', { code: codes[0] }, { token });
    expect(removed.statusCode, removed.body).toBe(200);
    await env.smtp.waitFor(email, {
      subject: 'An authenticator app was removed from your DocApply account',
      after: mailsBefore,
    });
    const view = (await get(env.t.app, '/api/account/security', { token })).json().result;
    expect(view).toMatchObject({ totp: null, recoveryCodesLeft: 0 });
    // Back to the emailed code.
    const next = (await verifyUser(email, password)).json().result;
    expect(next.isCodeSent).toBe(true);
  });

  it("another account can neither see nor remove someone's passkey", async () => {
    const owner = await createUserWithToken(env.t.db, env.t.config);
    const other = await createUserWithToken(env.t.db, env.t.config);
    const [key] = await env.t.db
      .insert(passkeys)
      .values({
        userId: owner.user.id,
        name: 'Laptop',
        credentialId: `cred-${owner.user.id}`,
        publicKey: 'x',
      })
      .returning();
    const seen = (await get(env.t.app, '/api/account/security', { token: other.token })).json().result;
    expect(seen.passkeys).toEqual([]);
    const removal = await post(
      env.t.app,
      `/api/account/security/passkeys/${key!.id}/remove`,
      { password: other.password },
      { token: other.token },
    );
    expectError(removal, 404, 'NOT_FOUND');
    const kept = await env.t.db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, key!.id)));
    expect(kept).toHaveLength(1);
    const own = (await get(env.t.app, '/api/account/security', { token: owner.token })).json().result;
    expect(own.passkeys).toEqual([
      { id: key!.id, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
  });

  it('counts wrong app codes with wrong emailed codes: the tenth blocks sign-in and mails the owner', async () => {
    const { email, password, token } = await signedInDoctor();
    await enrolTotp(env.t.app, token);
    const mailsBefore = env.smtp.to(email).length;
    const statuses: number[] = [];
    for (let round = 0; round < 2; round += 1) {
      const { challenge } = (await verifyUser(email, password)).json().result;
      for (let i = 0; i < 5; i += 1) {
        const wrong = await post(env.t.app, '/api/auth/factor', {
          challenge,
          method: 'totp',
          code: `00000${i}`,
        });
        statuses.push(wrong.statusCode);
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 429]);
    await env.smtp.waitFor(email, { subject: 'Sign-in to DocApply blocked', after: mailsBefore });
    expectError(await verifyUser(email, password), 429, 'TOO_MANY_REQUESTS');
  });
});
