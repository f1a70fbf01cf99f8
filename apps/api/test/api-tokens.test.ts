import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditLog, hospitals } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { bearer, createApiToken } from './helpers/api-tokens';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';

describe('hospital API tokens', () => {
  let t: TTestApp;
  let hospital: typeof hospitals.$inferSelect;
  let other: typeof hospitals.$inferSelect;
  let admin: TPerson;
  let otherAdmin: TPerson;

  const createHospital = async (name: string) => {
    const tag = randomBytes(4).toString('hex');
    const [row] = await t.db
      .insert(hospitals)
      .values({ name: `${name} ${tag}`, slug: `tokens-${tag}`, city: 'Albany', state: 'NY' })
      .returning();
    return row!;
  };

  beforeAll(async () => {
    t = await createTestApp();
    hospital = await createHospital('Riverside');
    other = await createHospital('Lakeside');
    admin = await createHospitalAdmin(t, 'Ada', 'Admin', hospital.id);
    otherAdmin = await createHospitalAdmin(t, 'Olga', 'Other', other.id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const whoAmI = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/api-token', headers: bearer(token) });
  const list = (person: TPerson, hospitalId = hospital.id) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/hospitals/${hospitalId}/api-tokens`,
      headers: { 'x-auth-token': person.token },
    });
  const revoke = (person: TPerson, tokenId: string, hospitalId = hospital.id) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/admin/hospitals/${hospitalId}/api-tokens/${tokenId}`,
      headers: { 'x-auth-token': person.token },
    });

  it('an admin creates a token, shown once: it reads as its hospital with its scopes; only its hash and prefix are kept', async () => {
    const created = await createApiToken(t, {
      adminToken: admin.token,
      hospitalId: hospital.id,
      scopes: ['fhir:read'],
      name: 'Epic FHIR sync',
    });
    expect(created.token).toMatch(/^dak_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({
      name: 'Epic FHIR sync',
      scopes: ['fhir:read'],
      prefix: created.token.slice(0, 12),
      createdBy: 'Ada Admin',
      revokedAt: null,
      lastUsedAt: null,
    });

    const info = await whoAmI(created.token);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().result).toEqual({
      hospital: { id: hospital.id, name: hospital.name },
      name: 'Epic FHIR sync',
      scopes: ['fhir:read'],
      expiresAt: null,
    });

    const listed = await list(admin);
    expect(listed.statusCode).toBe(200);
    const row = listed.json().result.find((token: { id: string }) => token.id === created.apiToken.id);
    expect(row.lastUsedAt).not.toBeNull();
    expect(listed.body).not.toContain(created.token);

    const [stored] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.apiToken.id));
    expect(JSON.stringify(stored)).not.toContain(created.token);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.apiToken.id));
    expect(audits.map((audit) => audit.action)).toEqual(['hospital.api-token-created']);
    expect(audits[0]).toMatchObject({ actorId: admin.id, hospitalId: hospital.id });
    expect(JSON.stringify(audits)).not.toContain(created.token);
  });

  it('a revoked token is refused at its next request with 401; revoking again answers the same token', async () => {
    const created = await createApiToken(t, {
      adminToken: admin.token,
      hospitalId: hospital.id,
      scopes: ['privileges:read'],
    });
    expect((await whoAmI(created.token)).statusCode).toBe(200);

    const revoked = await revoke(admin, created.apiToken.id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().result.revokedAt).not.toBeNull();
    const refused = await whoAmI(created.token);
    const error = expectError(refused, 401, 'UNAUTHORIZED');
    expect(error.message).toBe('This API token is not valid: it may have been revoked or have expired');
    expect(refused.headers['www-authenticate']).toContain('invalid_token');

    expect((await revoke(admin, created.apiToken.id)).statusCode).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.apiToken.id));
    expect(audits.map((audit) => audit.action).sort()).toEqual([
      'hospital.api-token-created',
      'hospital.api-token-revoked',
    ]);
  });

  it('an expired token, a forged one and none at all get 401 with what to send', async () => {
    const created = await createApiToken(t, {
      adminToken: admin.token,
      hospitalId: hospital.id,
      scopes: ['fhir:read'],
    });
    await t.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.apiToken.id));
    expectError(await whoAmI(created.token), 401);
    expectError(await whoAmI(`dak_${randomBytes(32).toString('base64url')}`), 401);
    const missing = await t.app.inject({ method: 'GET', url: '/api/api-token' });
    expect(expectError(missing, 401).message).toBe(
      'Send an API token in the Authorization header: Bearer dak_…',
    );
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="docapply"');
    // A session token is not an API token.
    expectError(await whoAmI(admin.token), 401);
  });

  it('an expiry date must be in the future; name and scopes are required (field errors)', async () => {
    const create = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/hospitals/${hospital.id}/api-tokens`,
        headers: { 'x-auth-token': admin.token },
        payload,
      });
    const past = expectError(
      await create({ name: 'Old', scopes: ['fhir:read'], expiresOn: '2020-01-01' }),
      400,
    );
    expect(past.fields).toEqual({ expiresOn: 'Choose a date after today' });
    const empty = expectError(await create({ name: ' ', scopes: [] }), 400);
    expect(empty.fields).toMatchObject({ name: 'Required', scopes: 'Choose at least one scope' });
    expectError(await create({ name: 'Bad', scopes: ['admin:write'] }), 400);

    const dated = await create({ name: 'Until next year', scopes: ['fhir:read'], expiresOn: '2099-12-31' });
    expect(dated.statusCode, dated.body).toBe(201);
    expect(dated.json().result.apiToken.expiresAt).toBe('2099-12-31T23:59:59.999Z');
  });

  it('another hospital’s admin gets 404 for the list, a new token and a revocation; a doctor 403; a platform admin manages any', async () => {
    const created = await createApiToken(t, {
      adminToken: admin.token,
      hospitalId: hospital.id,
      scopes: ['fhir:read'],
    });
    expectError(await list(otherAdmin), 404);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/hospitals/${hospital.id}/api-tokens`,
        headers: { 'x-auth-token': otherAdmin.token },
        payload: { name: 'Sneaky', scopes: ['fhir:read'] },
      }),
      404,
    );
    expectError(await revoke(otherAdmin, created.apiToken.id), 404);
    // Nor through their own hospital's address.
    expectError(await revoke(otherAdmin, created.apiToken.id, other.id), 404);
    expect((await whoAmI(created.token)).statusCode).toBe(200);
    expect((await list(otherAdmin, other.id)).json().result).toEqual([]);

    const doctor = await createPerson(t, 'Dan', 'Doctor');
    expectError(await list(doctor), 403);

    const platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    expect((await list(platform)).json().result.map((token: { id: string }) => token.id)).toContain(
      created.apiToken.id,
    );
    expect((await revoke(platform, created.apiToken.id)).statusCode).toBe(200);
    expectError(await whoAmI(created.token), 401);
  });

  it('the last use is written once a minute, not on every request', async () => {
    const created = await createApiToken(t, {
      adminToken: admin.token,
      hospitalId: hospital.id,
      scopes: ['fhir:read'],
    });
    const lastUsed = async () => {
      const response = await whoAmI(created.token);
      expect(response.statusCode).toBe(200);
      const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.apiToken.id));
      return row!.lastUsedAt!.getTime();
    };
    const first = await lastUsed();
    expect(await lastUsed()).toBe(first);
    const minuteAgo = first - 61_000;
    await t.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(minuteAgo) })
      .where(eq(apiTokens.id, created.apiToken.id));
    expect(await lastUsed()).toBeGreaterThan(minuteAgo);
  });
});
