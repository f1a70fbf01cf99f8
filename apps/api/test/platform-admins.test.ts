import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  THospitalAdminEmails,
  TInviteAdminResponse,
  TPlatformAdmin,
  TPlatformAdminList,
} from '@docapply/contracts';
import { NIL_UUID } from '@docapply/contracts';
import { auditLog, emailTokens } from '@/core/db/schema';
import {
  createUserWithToken,
  expectError,
  findCode,
  post,
  randomEmail,
  randomIp,
  signIn,
  startSignIn,
} from './helpers/auth';
import { GOOD_PASSWORD } from './helpers/constants';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';

const INVITE_SUBJECT = 'You are invited to DocApply';
const NEW_PASSWORD = 'Copper-Meadow-Falcon-77';

function findSetPasswordToken(text: string): string {
  const match = /\/admin\/setPassword\?token=([\w%-]+)/.exec(text);
  if (!match) {
    throw new Error(`No set-password link in: ${text}`);
  }
  return decodeURIComponent(match[1]);
}

describe('platform administration: admin accounts', () => {
  let t: TTestApp;
  let smtp: TTestSmtp;
  let platform: Awaited<ReturnType<typeof createUserWithToken>>;
  let first: TTestHospital;
  let second: TTestHospital;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    platform = await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] });
    first = await createHospitalWithForms(t.db);
    second = await createHospitalWithForms(t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const invite = (body: Record<string, unknown>) =>
    send(t.app, 'POST', '/api/platform/admins/invite', platform.token, body);
  const inviteBody = (overrides: Record<string, unknown> = {}) => ({
    email: randomEmail('admin'),
    firstName: 'Jordan',
    lastName: 'Blake',
    hospitalIds: [first.hospital.id],
    ...overrides,
  });

  it('invites an admin who sets a password once, signs in and sees their hospital', async () => {
    const body = inviteBody();
    const invited = resultOf<TInviteAdminResponse>(await invite(body));
    expect(invited.admin).toMatchObject({
      email: body.email,
      name: { first: 'Jordan', last: 'Blake' },
      hospitals: [{ id: first.hospital.id, name: first.hospital.name }],
      isDisabled: false,
      isInvitePending: true,
    });
    // Nobody can sign in before the password is set.
    expectError(
      await post(
        t.app,
        '/api/auth/verifyUser',
        { email: body.email, password: GOOD_PASSWORD },
        { ip: randomIp() },
      ),
      401,
    );

    const mail = await smtp.waitFor(body.email, { subject: INVITE_SUBJECT });
    expect(mail.text).toContain(first.hospital.name);
    expect(mail.text).toContain(`${t.config.ADMIN_URL}setPassword?token=`);
    expect(mail.text).toContain('72 hours');
    const token = findSetPasswordToken(mail.text);
    const stored = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, invited.admin.id));
    expect(stored.map((row) => row.purpose)).toEqual(['set-password']);
    expect(stored[0].tokenHash).not.toBe(token);

    const weak = expectError(
      await post(t.app, '/api/auth/setPassword', { token, password: 'password1234' }),
      400,
      'VALIDATION',
    );
    expect(weak.fields?.password).toMatch(/too common/);
    const short = expectError(
      await post(t.app, '/api/auth/setPassword', { token, password: 'short' }),
      400,
      'VALIDATION',
    );
    expect(short.fields).toEqual({ password: 'Password must be at least 12 characters' });
    // A refused password leaves the link usable.
    const set = await post(t.app, '/api/auth/setPassword', { token, password: NEW_PASSWORD });
    expect(set.json()).toEqual({
      result: { message: 'Your password is set. You can sign in now.', email: body.email },
    });
    const again = expectError(
      await post(t.app, '/api/auth/setPassword', { token, password: NEW_PASSWORD }),
      400,
      'TOKEN_INVALID',
    );
    expect(again.message).toMatch(/invalid or has already been used/);

    const adminToken = await signIn(t.app, smtp, body.email, NEW_PASSWORD);
    const me = resultOf<{ user: { roles: string[]; isEmailVerified: boolean } }>(
      await send(t.app, 'GET', '/api/auth/me', adminToken),
    );
    expect(me.user).toMatchObject({ roles: ['hospital_admin'], isEmailVerified: true });
    const emails = resultOf<THospitalAdminEmails>(
      await send(t.app, 'GET', `/api/hospitals/hospitalAdmin/${first.hospital.id}`, adminToken),
    );
    expect(emails.data).toContain(body.email);
    expectError(
      await send(t.app, 'GET', `/api/hospitals/hospitalAdmin/${second.hospital.id}`, adminToken),
      403,
    );
    expectError(await send(t.app, 'GET', '/api/platform/admins', adminToken), 403);

    const list = resultOf<TPlatformAdminList>(
      await send(t.app, 'GET', '/api/platform/admins', platform.token),
    );
    expect(list.data.find((a) => a.email === body.email)?.isInvitePending).toBe(false);
    expect(list.data.find((a) => a.email === 'admin@riverside.example.org')?.hospitals).toEqual([
      { id: expect.any(String), name: 'Riverside General Hospital' },
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, invited.admin.id));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['platform.admin-invited', 'auth.password-set']),
    );
  });

  it('refuses expired and unknown set-password links, and a re-invitation replaces the old link', async () => {
    const body = inviteBody();
    resultOf(await invite(body));
    const oldToken = findSetPasswordToken((await smtp.waitFor(body.email, { subject: INVITE_SUBJECT })).text);
    const again = resultOf<TInviteAdminResponse>(
      await invite({ ...body, hospitalIds: [second.hospital.id] }),
    );
    expect(again.message).toMatch(/new invitation/);
    expect(again.admin.hospitals.map((h) => h.id).sort()).toEqual(
      [first.hospital.id, second.hospital.id].sort(),
    );
    const newToken = findSetPasswordToken(
      (await smtp.waitFor(body.email, { subject: INVITE_SUBJECT, after: 1 })).text,
    );
    expectError(
      await post(t.app, '/api/auth/setPassword', { token: oldToken, password: NEW_PASSWORD }),
      400,
      'TOKEN_INVALID',
    );

    await t.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.userId, again.admin.id));
    const expired = expectError(
      await post(t.app, '/api/auth/setPassword', { token: newToken, password: NEW_PASSWORD }),
      400,
      'TOKEN_EXPIRED',
    );
    expect(expired.message).toMatch(/expired/);
    expectError(
      await post(t.app, '/api/auth/setPassword', { token: 'made-up', password: NEW_PASSWORD }),
      400,
      'TOKEN_INVALID',
    );
    const missing = expectError(
      await post(t.app, '/api/auth/setPassword', { password: NEW_PASSWORD }),
      400,
      'VALIDATION',
    );
    expect(Object.keys(missing.fields ?? {})).toEqual(['token']);
  });

  it('extends an existing admin without a new password link, and never turns a doctor into an admin', async () => {
    const existing = await createUserWithToken(t.db, t.config, {
      roles: ['hospital_admin'],
      email: randomEmail('admin'),
    });
    const extended = resultOf<TInviteAdminResponse>(
      await invite(
        inviteBody({ email: existing.user.email.toUpperCase(), hospitalIds: [second.hospital.id] }),
      ),
    );
    expect(extended.admin).toMatchObject({ id: existing.user.id, isInvitePending: false });
    const mail = await smtp.waitFor(existing.user.email);
    expect(mail.subject).toBe('You have access to more hospitals on DocApply');
    expect(mail.text).not.toContain('setPassword');

    const doctor = await createUserWithToken(t.db, t.config);
    const refused = expectError(await invite(inviteBody({ email: doctor.user.email })), 409, 'CONFLICT');
    expect(refused.message).toMatch(/doctor's account/);
    expect(
      resultOf<{ user: { roles: string[] } }>(await send(t.app, 'GET', '/api/auth/me', doctor.token)).user
        .roles,
    ).toEqual(['doctor']);
  });

  it('disables an admin: their session ends, sign-in fails; enabling lets them back in', async () => {
    const admin = await createUserWithToken(t.db, t.config, {
      roles: ['hospital_admin'],
      email: randomEmail('admin'),
    });
    resultOf(await send(t.app, 'GET', '/api/auth/me', admin.token));
    const disabled = resultOf<TPlatformAdmin>(
      await send(t.app, 'PUT', `/api/platform/admins/${admin.user.id}`, platform.token, { disabled: true }),
    );
    expect(disabled.isDisabled).toBe(true);
    expectError(await send(t.app, 'GET', '/api/auth/me', admin.token), 401, 'UNAUTHORIZED');
    expectError(
      await post(
        t.app,
        '/api/auth/verifyUser',
        { email: admin.user.email, password: admin.password },
        { ip: randomIp() },
      ),
      401,
      'INVALID_CREDENTIALS',
    );
    resultOf(
      await send(t.app, 'PUT', `/api/platform/admins/${admin.user.id}`, platform.token, { disabled: false }),
    );
    const { challenge, mail } = await startSignIn(t.app, smtp, admin.user.email, admin.password);
    resultOf(await post(t.app, '/api/auth/otp', { challenge, code: findCode(mail.text) }));
  });

  it('replaces an admin’s hospitals and validates every admin body', async () => {
    const admin = resultOf<TInviteAdminResponse>(await invite(inviteBody())).admin;
    const moved = resultOf<TPlatformAdmin>(
      await send(t.app, 'PUT', `/api/platform/admins/${admin.id}`, platform.token, {
        hospitalIds: [second.hospital.id],
      }),
    );
    expect(moved.hospitals).toEqual([{ id: second.hospital.id, name: second.hospital.name }]);

    const bad = expectError(
      await invite({ email: 'nope', firstName: '', hospitalIds: [] }),
      400,
      'VALIDATION',
    );
    expect(bad.fields).toMatchObject({
      email: 'Invalid email address',
      firstName: 'Required',
      lastName: 'Required',
      hospitalIds: 'Choose at least one hospital',
    });
    const unknown = expectError(await invite(inviteBody({ hospitalIds: [NIL_UUID] })), 400, 'VALIDATION');
    expect(unknown.fields).toEqual({ hospitalIds: 'Unknown hospital' });
    const update = (id: string, payload: unknown) =>
      send(t.app, 'PUT', `/api/platform/admins/${id}`, platform.token, payload);
    expectError(await update(admin.id, {}), 400, 'VALIDATION');
    expectError(await update(admin.id, { disabled: 'yes' }), 400, 'VALIDATION');
    expectError(await update(admin.id, { hospitalIds: [] }), 400, 'VALIDATION');
    const doctor = await createUserWithToken(t.db, t.config);
    expectError(await update(doctor.user.id, { disabled: true }), 404);
    expectError(await update(NIL_UUID, { disabled: true }), 404);
  });
});
