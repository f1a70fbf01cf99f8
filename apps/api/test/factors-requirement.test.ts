import { beforeAll, describe, expect, it } from 'vitest';
import type { TRole } from '@docapply/contracts';
import { hospitalAdmins } from '@/core/db/schema';
import { createHospitalWithForms } from './application-fixtures';
import { createUserWithToken, expectError, get, post, startSignIn } from './helpers/auth';
import { enrolTotp } from './helpers/factors';
import { useAppWithSmtp } from './helpers/app-with-smtp';

const LEGAL = { affirmations: '', fraudPolicy: '', privacyPolicy: '', termsOfUse: '' };

describe('a hospital or the platform requires a passkey or an authenticator app of its admins', () => {
  const env = useAppWithSmtp();
  let platformToken: string;

  beforeAll(async () => {
    platformToken = (await createUserWithToken(env.t.db, env.t.config, { roles: ['platform_admin'] })).token;
  });

  /** An account with a password, signed in through the emailed code: its session. */
  const signInByEmail = async (roles: TRole[], hospitalId?: string) => {
    const { user, password } = await createUserWithToken(env.t.db, env.t.config, { roles });
    if (hospitalId) {
      await env.t.db.insert(hospitalAdmins).values({ userId: user.id, hospitalId });
    }
    const { challenge, code } = await startSignIn(env.t.app, env.smtp, user.email, password);
    const response = await post(env.t.app, '/api/auth/otp', { challenge, code });
    expect(response.statusCode, response.body).toBe(200);
    return { user, password, session: response.json().result as { token: string; isEnrolOnly?: boolean } };
  };
  const requireForHospital = async (hospitalId: string) => {
    const response = await env.t.app.inject({
      method: 'PUT',
      url: `/api/platform/hospitals/${hospitalId}`,
      headers: { 'x-auth-token': platformToken },
      payload: { requireStrongFactor: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.requireStrongFactor).toBe(true);
  };

  it("leads the hospital's admin without a factor to enrol one, then lets them in; others are not asked", async () => {
    const required = await createHospitalWithForms(env.t.db);
    const other = await createHospitalWithForms(env.t.db);
    await requireForHospital(required.hospital.id);

    const admin = await signInByEmail(['hospital_admin'], required.hospital.id);
    expect(admin.session.isEnrolOnly).toBe(true);
    const token = admin.session.token;
    // The API refuses everything but setting up a factor (and who am I).
    const queue = await get(env.t.app, '/api/admin/applications', { token });
    expectError(queue, 403, 'FACTOR_REQUIRED');
    expect(queue.json().error.message).toContain('requires a passkey or an authenticator app');
    expect((await get(env.t.app, '/api/auth/me', { token })).statusCode).toBe(200);
    const security = (await get(env.t.app, '/api/account/security', { token })).json().result;
    expect(security.isStrongRequired).toBe(true);

    const { session, recoveryCodes } = await enrolTotp(env.t.app, token);
    expect(recoveryCodes).toHaveLength(10);
    expect(session?.token).toEqual(expect.any(String));
    expectError(await get(env.t.app, '/api/auth/me', { token }), 401, 'UNAUTHORIZED');
    expect((await get(env.t.app, '/api/admin/applications', { token: session!.token })).statusCode).toBe(200);

    // An admin of a hospital that does not require it, and a doctor, sign in as before.
    const free = await signInByEmail(['hospital_admin'], other.hospital.id);
    expect(free.session.isEnrolOnly).toBeUndefined();
    expect((await get(env.t.app, '/api/admin/applications', { token: free.session.token })).statusCode).toBe(
      200,
    );
    const doctor = await signInByEmail(['doctor']);
    expect(doctor.session.isEnrolOnly).toBeUndefined();
  });

  it('no longer signs such an admin in with an emailed code, nor lets them remove their last factor', async () => {
    const required = await createHospitalWithForms(env.t.db);
    const admin = await signInByEmail(['hospital_admin'], required.hospital.id);
    const { recoveryCodes } = await enrolTotp(env.t.app, admin.session.token);
    await requireForHospital(required.hospital.id);

    const started = await post(env.t.app, '/api/auth/verifyUser', {
      email: admin.user.email,
      password: admin.password,
    });
    const { challenge, isCodeSent, factors } = started.json().result;
    expect(isCodeSent).toBe(false);
    expect(factors.emailCode).toBe(false);
    const resend = await post(env.t.app, '/api/auth/otp/resend', { challenge });
    expectError(resend, 403, 'FORBIDDEN');
    expect(resend.json().error.message).toContain('An emailed code is not enough');

    const removal = await post(
      env.t.app,
      '/api/account/security/totp/remove',
      { password: admin.password },
      { token: admin.session.token },
    );
    expectError(removal, 409, 'CONFLICT');
    const view = (await get(env.t.app, '/api/account/security', { token: admin.session.token })).json()
      .result;
    expect(view.totp).not.toBeNull();
    expect(view.recoveryCodesLeft).toBe(recoveryCodes.length);
  });

  it('the platform setting applies to platform admins only', async () => {
    const put = (requireStrongFactor: boolean) =>
      env.t.app.inject({
        method: 'PUT',
        url: '/api/platform/settings',
        headers: { 'x-auth-token': platformToken },
        payload: { otpMinutes: 1, minReferences: 3, legal: LEGAL, requireStrongFactor },
      });
    const saved = await put(true);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.requireStrongFactor).toBe(true);
    try {
      const platformAdmin = await signInByEmail(['platform_admin']);
      expect(platformAdmin.session.isEnrolOnly).toBe(true);
      expectError(
        await get(env.t.app, '/api/admin/ping', { token: platformAdmin.session.token }),
        403,
        'FACTOR_REQUIRED',
      );
      const hospital = await createHospitalWithForms(env.t.db);
      const hospitalAdmin = await signInByEmail(['hospital_admin'], hospital.hospital.id);
      expect(hospitalAdmin.session.isEnrolOnly).toBeUndefined();
    } finally {
      expect((await put(false)).statusCode).toBe(200);
    }
  });
});
