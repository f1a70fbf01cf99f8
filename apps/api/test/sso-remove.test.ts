import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, hospitalAdmins, hospitals } from '@/core/db/schema';
import { createUserWithToken, expectError, get, post, randomEmail, randomIp } from './helpers/auth';
import { createHospitalAdmin, createPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';

describe('removing a hospital’s single sign-on', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (method: 'PUT' | 'DELETE', url: string, token: string, body?: Record<string, unknown>) =>
    t.app.inject({ method, url, payload: body, headers: { 'x-auth-token': token } });

  /** A hospital whose provider is saved with password sign-in off, and an admin with a password. */
  async function createHospitalWithProvider() {
    const tag = randomBytes(4).toString('hex');
    const [hospital] = await t.db
      .insert(hospitals)
      .values({ name: `Removal ${tag}`, slug: `removal-${tag}`, city: 'Albany', state: 'NY' })
      .returning();
    const admin = await createUserWithToken(t.db, t.config, {
      roles: ['hospital_admin'],
      email: randomEmail('admin'),
    });
    await t.db.insert(hospitalAdmins).values({ userId: admin.user.id, hospitalId: hospital.id });
    const url = `/api/admin/hospitals/${hospital.id}/sso`;
    const saved = await send('PUT', url, admin.token, {
      displayName: 'Contoso Okta',
      issuer: 'https://contoso.okta.example.com',
      clientId: 'client-1',
      clientSecret: 'a-secret-of-the-provider',
      allowedDomains: [`h${tag}.org`],
      adminValue: 'docapply-admins',
      isPasswordSignInAllowed: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { hospital, admin, url };
  }

  const signInWithPassword = (email: string, password: string) =>
    post(t.app, '/api/auth/verifyUser', { email, password }, { ip: randomIp() });

  it('the admin removes it: audited without the secret, password sign-in on again, the start link refused', async () => {
    const { hospital, admin, url } = await createHospitalWithProvider();
    expectError(await signInWithPassword(admin.user.email, admin.password), 403);

    const removed = await send('DELETE', url, admin.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().result).toMatchObject({
      isConfigured: false,
      hasClientSecret: false,
      isPasswordSignInAllowed: true,
    });
    const read = await get(t.app, url, { token: admin.token });
    expect(read.json().result.isConfigured).toBe(false);

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'hospital.sso-settings-removed'))
      .then((rows) => rows.filter((row) => row.entityId === hospital.id));
    expect(audit).toMatchObject({ actorId: admin.user.id, hospitalId: hospital.id });
    expect(audit.before).toMatchObject({ displayName: 'Contoso Okta', isPasswordSignInAllowed: false });
    expect(JSON.stringify(audit)).not.toContain('a-secret-of-the-provider');

    const signedIn = await signInWithPassword(admin.user.email, admin.password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const start = await get(t.app, `/api/sso/start/${hospital.slug}`);
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toContain('#error=not-configured');

    const again = expectError(await send('DELETE', url, admin.token), 404);
    expect(again.message).toBe('Single sign-on is not set up for this hospital.');
  });

  it('another hospital’s admin gets 404 and a doctor 403; the provider stays; a platform admin removes it', async () => {
    const { hospital, url } = await createHospitalWithProvider();
    const [other] = await t.db
      .insert(hospitals)
      .values({ name: 'Other', slug: `other-${randomBytes(4).toString('hex')}`, city: 'Troy', state: 'NY' })
      .returning();
    const otherAdmin = await createHospitalAdmin(t, 'Olga', 'Other', other.id);
    expectError(await send('DELETE', url, otherAdmin.token), 404);
    const doctor = await createPerson(t, 'Dora', 'Doctor');
    expectError(await send('DELETE', url, doctor.token), 403);
    const platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    expect((await get(t.app, url, { token: platform.token })).json().result.isConfigured).toBe(true);

    const removed = await send('DELETE', url, platform.token);
    expect(removed.statusCode, removed.body).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, hospital.id));
    expect(audits.filter((row) => row.action === 'hospital.sso-settings-removed')).toHaveLength(1);
  });
});
