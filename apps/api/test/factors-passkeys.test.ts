import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passkeys, webauthnChallenges } from '@/core/db/schema';
import { useStepUp } from '@/modules/factors';
import { createUserWithToken, expectError, post } from './helpers/auth';
import { useAppWithSmtp } from './helpers/app-with-smtp';

/**
 * The passkey routes as far as a test without an authenticator can take them: options and their
 * challenges, and refusals. Chromium's virtual authenticator makes and uses real passkeys in the
 * journey (e2e/second-factors.e2e.ts).
 */
describe('passkeys', () => {
  const env = useAppWithSmtp();

  const withPasskey = async () => {
    const account = await createUserWithToken(env.t.db, env.t.config);
    await env.t.db.insert(passkeys).values({
      userId: account.user.id,
      name: 'Laptop',
      credentialId: `cred-${account.user.id}`,
      publicKey: 'AAAA',
      transports: ['internal'],
    });
    return account;
  };

  it("offers the site's relying party, excludes the account's passkeys, and keeps one challenge", async () => {
    const { user, token } = await withPasskey();
    const first = await post(
      env.t.app,
      '/api/account/security/passkeys/options',
      { site: 'portal' },
      { token },
    );
    expect(first.statusCode, first.body).toBe(200);
    const { options } = first.json().result;
    expect(options.rp).toEqual({ name: 'DocApply', id: new URL(env.t.config.DOCTOR_URL).hostname });
    expect(options.excludeCredentials).toEqual([
      { id: `cred-${user.id}`, type: 'public-key', transports: ['internal'] },
    ]);
    await post(env.t.app, '/api/account/security/passkeys/options', { site: 'admin' }, { token });
    const kept = await env.t.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.userId, user.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.challenge).not.toBe(options.challenge);

    const forged = await post(
      env.t.app,
      '/api/account/security/passkeys',
      { site: 'portal', name: 'Stolen', response: { id: 'x', rawId: 'x', type: 'public-key', response: {} } },
      { token },
    );
    expectError(forged, 400, 'BAD_REQUEST');
    expect(forged.json().error.message).toBe('Your passkey could not be checked. Try again.');
    expect(await env.t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toHaveLength(1);
  });

  it('at sign-in, asks for a passkey after the password only, and counts a failed one as a wrong code', async () => {
    const { user, password } = await withPasskey();
    expectError(
      await post(env.t.app, '/api/auth/passkey/options', { challenge: 'not-a-sign-in', site: 'portal' }),
      400,
      'OTP_EXPIRED',
    );
    const started = (await post(env.t.app, '/api/auth/verifyUser', { email: user.email, password })).json()
      .result;
    expect(started.isCodeSent).toBe(false);
    expect(started.factors).toMatchObject({ passkey: true, totp: false, recoveryCode: true });

    const options = await post(env.t.app, '/api/auth/passkey/options', {
      challenge: started.challenge,
      site: 'portal',
    });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().result.options.allowCredentials).toEqual([
      { id: `cred-${user.id}`, type: 'public-key', transports: ['internal'] },
    ]);
    const failed = await post(env.t.app, '/api/auth/passkey', {
      challenge: started.challenge,
      site: 'portal',
      response: { id: `cred-${user.id}`, rawId: `cred-${user.id}`, type: 'public-key', response: {} },
    });
    expectError(failed, 400, 'OTP_INVALID');
    expect(failed.json().error.fields).toEqual({ passkey: 'Your passkey could not be checked. Try again.' });
  });

  it('before a signature, asks for a passkey with its own challenge; a failed one is no step-up', async () => {
    const { user, token } = await withPasskey();
    const options = await post(
      env.t.app,
      '/api/account/step-up/passkey/options',
      { site: 'portal' },
      { token },
    );
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().result.options.allowCredentials).toEqual([
      { id: `cred-${user.id}`, type: 'public-key', transports: ['internal'] },
    ]);
    const [challenge] = await env.t.db
      .select({ purpose: webauthnChallenges.purpose })
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.userId, user.id));
    expect(challenge?.purpose).toBe('step-up');

    const failed = await post(
      env.t.app,
      '/api/account/step-up',
      {
        method: 'passkey',
        site: 'portal',
        response: { id: `cred-${user.id}`, rawId: `cred-${user.id}`, type: 'public-key', response: {} },
      },
      { token },
    );
    expectError(failed, 400, 'OTP_INVALID');
    expect(failed.json().error.fields).toEqual({ passkey: 'Your passkey could not be checked. Try again.' });
    await expect(env.t.db.transaction((tx) => useStepUp(tx, user.id))).rejects.toMatchObject({
      code: 'STEP_UP_REQUIRED',
    });
    // An account with a passkey uses it: no code by email.
    expectError(await post(env.t.app, '/api/account/step-up/email', undefined, { token }), 403, 'FORBIDDEN');
  });
});
