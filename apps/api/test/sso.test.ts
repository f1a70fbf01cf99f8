import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_REFUSALS } from '@docapply/contracts';
import { auditLog, hospitalAdmins, hospitals, users } from '@/core/db/schema';
import { createUserWithToken, expectError, get, post, randomEmail, randomIp } from './helpers/auth';
import { findClosedPort } from './helpers/closed-port';
import { startTestProvider, type TTestProvider } from './helpers/oidc-provider';
import { createHospitalAdmin, createPerson } from './helpers/people';
import { computeTotpCode, enrolTotp } from './helpers/factors';
import { createTestApp, type TTestApp } from './helpers/test-app';

const ADMIN_GROUP = 'docapply-admins';

describe('single sign-on through the hospital identity provider', () => {
  let t: TTestApp;
  let idp: TTestProvider;

  beforeAll(async () => {
    // The provider runs on 127.0.0.1, a local address: the operator's setting lets the server reach it.
    t = await createTestApp({ env: { EGRESS_ALLOW_PRIVATE: 'true' } });
    idp = await startTestProvider({ redirectUri: `${t.config.API_URL}/sso/callback` });
  });
  afterAll(async () => {
    await idp?.close();
    await t?.close();
  });

  const put = (url: string, body: unknown, token: string) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: body as Record<string, unknown>,
      headers: { 'x-auth-token': token },
    });

  /** A hospital of its own with its own email domain, and one admin of it. */
  async function createHospital() {
    const tag = randomBytes(4).toString('hex');
    const [hospital] = await t.db
      .insert(hospitals)
      .values({ name: `SSO Hospital ${tag}`, slug: `sso-${tag}`, city: 'Albany', state: 'NY' })
      .returning();
    const admin = await createHospitalAdmin(t, 'Hana', 'Local', hospital.id);
    return { hospital, domain: `h${tag}.org`, admin };
  }

  function settingsBody(domain: string, overrides: Record<string, unknown> = {}) {
    return {
      displayName: 'Contoso Entra ID',
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      allowedDomains: [domain],
      groupClaim: 'groups',
      adminValue: ADMIN_GROUP,
      isPasswordSignInAllowed: true,
      ...overrides,
    };
  }

  async function connect(overrides: Record<string, unknown> = {}) {
    const setup = await createHospital();
    const saved = await put(
      `/api/admin/hospitals/${setup.hospital.id}/sso`,
      settingsBody(setup.domain, overrides),
      setup.admin.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    return setup;
  }

  /** A person at the provider, in the admin group unless told otherwise. */
  function addPerson(
    domain: string,
    groups = [ADMIN_GROUP],
    email = `${randomBytes(4).toString('hex')}@${domain}`,
  ) {
    const login = `login-${randomBytes(4).toString('hex')}`;
    idp.accounts.set(login, { email, email_verified: true, given_name: 'Sam', family_name: 'Staff', groups });
    return { login, email };
  }

  /** Where the browser lands on the admin site after the callback: the ticket or the refusal. */
  function readLanding(location: string | undefined) {
    expect(location).toBeDefined();
    const url = new URL(location!);
    expect(url.pathname).toMatch(/\/sso\/done$/);
    const hash = new URLSearchParams(url.hash.slice(1));
    return { ticket: hash.get('ticket'), error: hash.get('error') };
  }

  /** The whole sign-in: start link, the provider's form, the callback. Returns the callback's query. */
  async function goThroughProvider(slug: string, login: string) {
    const start = await get(t.app, `/api/sso/start/${slug}`);
    expect(start.statusCode, start.body).toBe(302);
    expect(start.headers.location).toContain(idp.issuer);
    const back = await idp.signIn(start.headers.location!, login);
    return back.search;
  }

  async function callback(search: string) {
    const response = await get(t.app, `/api/sso/callback${search}`);
    expect(response.statusCode, response.body).toBe(302);
    return readLanding(response.headers.location);
  }

  async function exchange(ticket: string) {
    const response = await post(t.app, '/api/sso/session', { ticket });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as { token: string; user: { id: string; email: string; roles: string[] } };
  }

  async function isLinked(userId: string, hospitalId: string) {
    const rows = await t.db
      .select()
      .from(hospitalAdmins)
      .where(and(eq(hospitalAdmins.userId, userId), eq(hospitalAdmins.hospitalId, hospitalId)));
    return rows.length === 1;
  }

  it('first the admin connects the provider; the secret is never sent back nor audited', async () => {
    const { hospital, domain, admin } = await createHospital();
    const url = `/api/admin/hospitals/${hospital.id}/sso`;
    const before = await get(t.app, url, { token: admin.token });
    expect(before.json().result).toMatchObject({ isConfigured: false, isPasswordSignInAllowed: true });

    const missingSecret = await put(url, settingsBody(domain, { clientSecret: '' }), admin.token);
    expect(expectError(missingSecret, 400).fields).toHaveProperty('clientSecret');
    // A domain whose addresses the spec's email rule refuses (a 2-3 letter ending): its staff could
    // never type their address, so it is refused here, saying why.
    const longEnding = await put(url, settingsBody('contoso.health'), admin.token);
    expect(Object.values(expectError(longEnding, 400).fields ?? {}).join(' ')).toContain(
      'ending in 2 or 3 letters',
    );

    const saved = await put(url, settingsBody(domain), admin.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(idp.clientSecret);
    const read = await get(t.app, url, { token: admin.token });
    expect(read.json().result).toMatchObject({
      isConfigured: true,
      hasClientSecret: true,
      displayName: 'Contoso Entra ID',
      allowedDomains: [domain],
      startUrl: `${t.config.API_URL}/sso/start/${hospital.slug}`,
    });
    expect(read.body).not.toContain(idp.clientSecret);

    // A save without a secret keeps the stored one (the sign-in below still works).
    const renamed = await put(
      url,
      settingsBody(domain, { clientSecret: '', displayName: 'Contoso' }),
      admin.token,
    );
    expect(renamed.json().result.displayName).toBe('Contoso');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, hospital.id));
    expect(audits.filter((row) => row.action === 'hospital.sso-settings-updated')).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain(idp.clientSecret);

    const person = addPerson(domain);
    const landing = await callback(await goThroughProvider(hospital.slug, person.login));
    expect(landing.error).toBeNull();
  });

  it('another hospital’s admin gets 404, a doctor 403, a platform admin reads and changes it', async () => {
    const { hospital, domain } = await connect();
    const other = await createHospital();
    const url = `/api/admin/hospitals/${hospital.id}/sso`;
    expectError(await get(t.app, url, { token: other.admin.token }), 404);
    expectError(await put(url, settingsBody(domain), other.admin.token), 404);
    expectError(await post(t.app, `${url}/test`, { issuer: idp.issuer }, { token: other.admin.token }), 404);
    const doctor = await createPerson(t, 'Dora', 'Doctor');
    expectError(await get(t.app, url, { token: doctor.token }), 403);
    expectError(await put(url, settingsBody(domain), doctor.token), 403);
    const platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    expect((await get(t.app, url, { token: platform.token })).json().result.isConfigured).toBe(true);
    const changed = await put(
      url,
      settingsBody(domain, { clientSecret: '', displayName: 'Okta' }),
      platform.token,
    );
    expect(changed.json().result.displayName).toBe('Okta');
  });

  it('Test connection reads the discovery document, and says what is wrong with a wrong or dead issuer', async () => {
    const { hospital, admin } = await createHospital();
    const url = `/api/admin/hospitals/${hospital.id}/sso/test`;
    const good = await post(t.app, url, { issuer: idp.issuer }, { token: admin.token });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().result.message).toContain('Connected');

    const wrong = expectError(
      await post(t.app, url, { issuer: idp.otherIssuer }, { token: admin.token }),
      400,
    );
    expect(wrong.fields?.issuer).toContain(`names its issuer ${idp.issuer}`);

    const dead = `http://127.0.0.1:${await findClosedPort()}`;
    const down = expectError(await post(t.app, url, { issuer: dead }, { token: admin.token }), 400);
    expect(down.message).toBe(
      `We could not reach ${dead}. Check the address, and that this server can reach it.`,
    );

    const plain = expectError(
      await post(t.app, url, { issuer: 'http://idp.example.org' }, { token: admin.token }),
      400,
    );
    expect(plain.fields?.issuer).toContain('https://');
  });

  it('a new person is created and linked at the first sign-in, and matched at the second', async () => {
    const { hospital, domain } = await connect();
    const person = addPerson(domain);
    const found = await post(
      t.app,
      '/api/sso/discover',
      { email: person.email.toUpperCase() },
      { ip: randomIp() },
    );
    expect(found.json().result).toEqual({
      displayName: 'Contoso Entra ID',
      startUrl: `${t.config.API_URL}/sso/start/${hospital.slug}`,
    });

    const first = await callback(await goThroughProvider(hospital.slug, person.login));
    const session = await exchange(first.ticket!);
    expect(session.user).toMatchObject({ email: person.email, roles: ['hospital_admin'] });
    expect(session.user).toHaveProperty('name', { first: 'Sam', last: 'Staff' });
    const me = await get(t.app, '/api/auth/me', { token: session.token });
    expect(me.statusCode, me.body).toBe(200);
    // The sign-in activity page names how this session began.
    const sessions = await get(t.app, '/api/auth/sessions', { token: session.token });
    expect(sessions.json().result.data).toEqual([
      expect.objectContaining({ method: 'sso', isCurrent: true }),
    ]);
    expect(await isLinked(session.user.id, hospital.id)).toBe(true);
    // The ticket works once.
    expectError(await post(t.app, '/api/sso/session', { ticket: first.ticket }), 400);

    const second = await exchange(
      (await callback(await goThroughProvider(hospital.slug, person.login))).ticket!,
    );
    expect(second.user.id).toBe(session.user.id);
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.entityId, session.user.id));
    expect(actions.filter((row) => row.action === 'auth.sso-sign-in')).toHaveLength(2);
  });

  it('a hospital that requires a passkey or an authenticator app asks for it after a single sign-on too', async () => {
    const { hospital, domain } = await connect();
    await t.db.update(hospitals).set({ requireStrongFactor: true }).where(eq(hospitals.id, hospital.id));
    const person = addPerson(domain);
    const signInAtProvider = async () =>
      post(t.app, '/api/sso/session', {
        ticket: (await callback(await goThroughProvider(hospital.slug, person.login))).ticket,
      });

    // None yet: a session that can only set one up.
    const first = await exchange(
      (await callback(await goThroughProvider(hospital.slug, person.login))).ticket!,
    );
    expect(first).toMatchObject({ isEnrolOnly: true });
    expectError(await get(t.app, '/api/admin/applications', { token: first.token }), 403, 'FACTOR_REQUIRED');
    const { secret } = await enrolTotp(t.app, first.token);

    // With one: the ticket gives the sign-in's step 2, no session; the app's code then signs in.
    const second = await signInAtProvider();
    expect(second.statusCode, second.body).toBe(200);
    const step = second.json().result;
    expect(step).toMatchObject({ challenge: expect.any(String), isCodeSent: false, email: person.email });
    expect(step.factors).toMatchObject({ totp: true });
    expect(step).not.toHaveProperty('token');
    const signedIn = await post(t.app, '/api/auth/factor', {
      challenge: step.challenge,
      method: 'totp',
      code: computeTotpCode(secret, 1),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().result.token as string;
    expect((await get(t.app, '/api/admin/applications', { token })).statusCode).toBe(200);
  });

  it('a replayed or forged state is refused', async () => {
    const { hospital, domain } = await connect();
    const search = await goThroughProvider(hospital.slug, addPerson(domain).login);
    expect((await callback(search)).ticket).toBeTruthy();
    expect(await callback(search)).toEqual({ ticket: null, error: 'expired' });
    const forged = new URLSearchParams(search);
    forged.set('state', 'made-up-state');
    expect((await callback(`?${forged.toString()}`)).error).toBe('expired');
    expect(SSO_REFUSALS.expired).toContain('Start again');
  });

  it('a setting whose issuer differs from the one the provider names is refused before anyone signs in', async () => {
    const { hospital } = await connect({ issuer: idp.otherIssuer });
    const start = await get(t.app, `/api/sso/start/${hospital.slug}`);
    expect(readLanding(start.headers.location).error).toBe('misconfigured');
  });

  it('an email outside the allowed domains is refused, and no account is made', async () => {
    const { hospital, domain } = await connect();
    const person = addPerson(domain, [ADMIN_GROUP], `${randomBytes(4).toString('hex')}@elsewhere.org`);
    expect((await callback(await goThroughProvider(hospital.slug, person.login))).error).toBe('email-domain');
    expect(await t.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);
    const refused = await t.db.select().from(auditLog).where(eq(auditLog.entityId, hospital.id));
    expect(refused.some((row) => row.action === 'auth.sso-refused')).toBe(true);
  });

  it('someone outside the admin group is refused; a doctor’s email is never taken over', async () => {
    const { hospital, domain } = await connect();
    expect(
      (await callback(await goThroughProvider(hospital.slug, addPerson(domain, ['staff']).login))).error,
    ).toBe('not-admin');
    const doctorEmail = `${randomBytes(4).toString('hex')}@${domain}`;
    await createUserWithToken(t.db, t.config, { roles: ['doctor'], email: doctorEmail });
    const doctor = addPerson(domain, [ADMIN_GROUP], doctorEmail);
    expect((await callback(await goThroughProvider(hospital.slug, doctor.login))).error).toBe(
      'not-admin-account',
    );
  });

  it('a leaver removed from the group at the provider loses the hospital and their sessions at the next sign-in', async () => {
    const { hospital, domain } = await connect();
    const person = addPerson(domain);
    const session = await exchange(
      (await callback(await goThroughProvider(hospital.slug, person.login))).ticket!,
    );
    expect(await isLinked(session.user.id, hospital.id)).toBe(true);

    idp.accounts.set(person.login, { ...idp.accounts.get(person.login)!, groups: ['former-staff'] });
    expect((await callback(await goThroughProvider(hospital.slug, person.login))).error).toBe('not-admin');
    expect(await isLinked(session.user.id, hospital.id)).toBe(false);
    expectError(await get(t.app, '/api/auth/me', { token: session.token }), 401);
  });

  it('with password sign-in off, the hospital’s admins are sent to the provider; platform admins are not', async () => {
    const { hospital, admin } = await connect({
      isPasswordSignInAllowed: false,
      displayName: 'Contoso Okta',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    const refused = await post(
      t.app,
      '/api/auth/verifyUser',
      { email: row.email, password: 'Correct-Horse-Battery-9' },
      { ip: randomIp() },
    );
    expect(refused.statusCode).toBe(401);

    const withPassword = await createUserWithToken(t.db, t.config, {
      roles: ['hospital_admin'],
      email: randomEmail('admin'),
    });
    await t.db.insert(hospitalAdmins).values({ userId: withPassword.user.id, hospitalId: hospital.id });
    const off = expectError(
      await post(
        t.app,
        '/api/auth/verifyUser',
        { email: withPassword.user.email, password: withPassword.password },
        { ip: randomIp() },
      ),
      403,
    );
    expect(off.message).toBe(
      'Your hospital has turned off password sign-in. Use "Sign in with Contoso Okta" instead.',
    );

    const platform = await createUserWithToken(t.db, t.config, {
      roles: ['platform_admin'],
      email: randomEmail('platform'),
    });
    const allowed = await post(
      t.app,
      '/api/auth/verifyUser',
      { email: platform.user.email, password: platform.password },
      { ip: randomIp() },
    );
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('an email whose domain no hospital uses is told to sign in with its password', async () => {
    const response = await post(
      t.app,
      '/api/sso/discover',
      { email: randomEmail('nobody') },
      { ip: randomIp() },
    );
    expect(expectError(response, 404).fields?.email).toContain('Sign in with your email and password');
  });
});
