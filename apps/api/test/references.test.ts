import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { applications, references, users } from '@/core/db/schema';
import { createUserWithToken, expectError, get, post } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createApplication, createHospital, followShortLink, personBody } from './request-fixtures';

function put(app: FastifyInstance, url: string, body: unknown, token: string) {
  return app.inject({ method: 'PUT', url, payload: body as object, headers: { 'x-auth-token': token } });
}
function del(app: FastifyInstance, url: string, token: string) {
  return app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': token } });
}

describe('references (doctor side)', () => {
  let t: TTestApp;
  let smtp: TTestSmtp;
  let hospital: { id: string; name: string };
  let doctor: { id: string; email: string; token: string };
  let other: { token: string };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, DOCTOR_URL: 'https://doctor.example.org/' } });
    hospital = await createHospital(t.db);
    const first = await createUserWithToken(t.db, t.config);
    doctor = { id: first.user.id, email: first.user.email, token: first.token };
    other = { token: (await createUserWithToken(t.db, t.config)).token };
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const subject = () => `Dr. Test User asked you for a reference for ${hospital.name}`;
  const newApplication = () => createApplication(t.db, { doctorId: doctor.id, hospitalId: hospital.id });
  const create = (applicationId: string, person = personBody(), token = doctor.token) =>
    post(t.app, '/api/references', { applicationId, ...person }, { token });
  const list = (applicationId: string, token = doctor.token) =>
    get(t.app, `/api/references/details?applicationId=${applicationId}`, { token });

  it('creates references, emails each person a short link, and lists their states', async () => {
    const applicationId = await newApplication();
    const people = [personBody(), personBody({ name: 'Sam Ortiz' }), personBody({ name: 'Lee Park' })];
    for (const person of people) {
      const response = await create(applicationId, person);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().result).toEqual({
        id: expect.any(String),
        ...person,
        state: 'sent',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        remindedAt: [],
      });
    }
    for (const person of people) {
      const mail = await smtp.waitFor(person.email, { subject: subject() });
      expect(mail.text).toContain(`Hello ${person.name}`);
      expect(mail.text).toContain(hospital.name);
      expect(mail.text).toMatch(/https:\/\/doctor\.example\.org\/redirect\?c=[\w-]{8,}/);
      expect(mail.text).toContain('14 days');
      const link = await followShortLink(t.app, mail.text);
      expect(link.path).toBe('/reference');
      expect(link.token.split('.')).toHaveLength(3);
    }
    const listed = await list(applicationId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().result.data.map((r: { name: string; state: string }) => [r.name, r.state])).toEqual(
      people.map((p) => [p.name, 'sent']),
    );
  });

  it('names a nurse practitioner without "Dr.", a title she does not hold', async () => {
    const nurse = await createUserWithToken(t.db, t.config);
    await t.db.update(users).set({ practitionerType: 'np' }).where(eq(users.id, nurse.user.id));
    const applicationId = await createApplication(t.db, { doctorId: nurse.user.id, hospitalId: hospital.id });
    const person = personBody({ name: 'Noor Haddad' });
    expect((await create(applicationId, person, nurse.token)).statusCode).toBe(201);
    const mail = await smtp.waitFor(person.email, {
      subject: `Test User asked you for a reference for ${hospital.name}`,
    });
    expect(mail.text).not.toContain('Dr. Test User');
  });

  it('checks the person: phone and email format, not twice, not the doctor', async () => {
    const applicationId = await newApplication();
    const bad = expectError(await create(applicationId, personBody({ phone: '555', email: 'x@' })), 400);
    expect(bad.fields).toMatchObject({ phone: 'Invalid Phone', email: 'Invalid email address' });
    const missing = expectError(await create(applicationId, personBody({ specialty: ' ' })), 400);
    expect(missing.fields).toMatchObject({ specialty: 'Required' });

    const person = personBody();
    expect((await create(applicationId, person)).statusCode).toBe(201);
    const twice = expectError(
      await create(applicationId, personBody({ email: person.email.toUpperCase() })),
      400,
    );
    expect(twice.fields?.email).toBe('This person has already been asked for this application.');
    const self = expectError(await create(applicationId, personBody({ email: doctor.email })), 400);
    expect(self.fields?.email).toBe('Ask someone other than yourself.');
  });

  it('resends with a fresh link: the old one stops working, the new one works', async () => {
    const applicationId = await newApplication();
    const person = personBody();
    const { id } = (await create(applicationId, person)).json().result;
    const first = await followShortLink(
      t.app,
      (await smtp.waitFor(person.email, { subject: subject() })).text,
    );

    const resent = await post(t.app, `/api/references/${id}/resend`, undefined, { token: doctor.token });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().result).toMatchObject({ id, state: 'sent' });
    const second = await followShortLink(
      t.app,
      (await smtp.waitFor(person.email, { subject: subject(), after: 1 })).text,
    );
    expect(second.token).not.toBe(first.token);
    const old = expectError(
      await post(t.app, '/api/auth/extractValues', { token: first.token }),
      410,
      'GONE',
    );
    expect(old.message).toBe('This link is no longer valid. Please use the most recent email you received.');
    expect((await post(t.app, '/api/auth/extractValues', { token: second.token })).statusCode).toBe(200);
  });

  it('replaces the person: new email and link, old link dead, answers gone, state sent', async () => {
    const applicationId = await newApplication();
    const before = personBody();
    const { id } = (await create(applicationId, before)).json().result;
    const oldLink = await followShortLink(
      t.app,
      (await smtp.waitFor(before.email, { subject: subject() })).text,
    );
    const answered = await post(t.app, '/api/references/respond', {
      token: oldLink.token,
      answers: { yearsKnown: '6', competence: 'excellent' },
    });
    expect(answered.statusCode, answered.body).toBe(200);

    const after = personBody({ name: 'Riley Chen' });
    const replaced = await put(t.app, `/api/references/${id}`, after, doctor.token);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().result).toMatchObject({ id, ...after, state: 'sent' });
    const [row] = await t.db.select().from(references).where(eq(references.id, id));
    expect(row.answers).toBeNull();
    const newLink = await followShortLink(
      t.app,
      (await smtp.waitFor(after.email, { subject: subject() })).text,
    );
    expectError(await post(t.app, '/api/auth/extractValues', { token: oldLink.token }), 410);
    const values = await post(t.app, '/api/auth/extractValues', { token: newLink.token });
    expect(values.json().result.personName).toBe('Riley Chen');
  });

  it('deletes a reference; its link then no longer opens', async () => {
    const applicationId = await newApplication();
    const person = personBody();
    const { id } = (await create(applicationId, person)).json().result;
    const link = await followShortLink(
      t.app,
      (await smtp.waitFor(person.email, { subject: subject() })).text,
    );
    const removed = await del(t.app, `/api/references/${id}`, doctor.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(applicationId)).json().result.data).toEqual([]);
    expectError(await post(t.app, '/api/auth/extractValues', { token: link.token }), 410);
  });

  it("never shows the doctor a reference's answers, only its state", async () => {
    const applicationId = await newApplication();
    const person = personBody();
    const { id } = (await create(applicationId, person)).json().result;
    const link = await followShortLink(
      t.app,
      (await smtp.waitFor(person.email, { subject: subject() })).text,
    );
    await post(t.app, '/api/references/respond', {
      token: link.token,
      answers: { yearsKnown: '12', competence: 'poor', comments: 'CONFIDENTIAL-REMARK' },
    });
    const [row] = await t.db.select().from(references).where(eq(references.id, id));
    expect(row.answers).toEqual({ yearsKnown: '12', competence: 'poor', comments: 'CONFIDENTIAL-REMARK' });

    const listed = await list(applicationId);
    expect(listed.json().result.data[0].state).toBe('completed');
    expect(listed.body).not.toContain('CONFIDENTIAL-REMARK');
    expect(listed.json().result.data[0]).not.toHaveProperty('answers');
    // Resending a completed reference makes no sense; the answers stay out of that answer too.
    const resent = expectError(
      await post(t.app, `/api/references/${id}/resend`, undefined, { token: doctor.token }),
      409,
    );
    expect(JSON.stringify(resent)).not.toContain('CONFIDENTIAL-REMARK');
  });

  it('changes references only while the application is editable; resend still works', async () => {
    const applicationId = await newApplication();
    const person = personBody();
    const { id } = (await create(applicationId, person)).json().result;
    await t.db.update(applications).set({ status: 'applied' }).where(eq(applications.id, applicationId));

    expectError(await create(applicationId), 409, 'CONFLICT');
    expectError(await put(t.app, `/api/references/${id}`, personBody(), doctor.token), 409);
    expectError(await del(t.app, `/api/references/${id}`, doctor.token), 409);
    const resent = await post(t.app, `/api/references/${id}/resend`, undefined, { token: doctor.token });
    expect(resent.statusCode, resent.body).toBe(200);

    await t.db
      .update(applications)
      .set({ status: 'information-requested' })
      .where(eq(applications.id, applicationId));
    expect((await create(applicationId)).statusCode).toBe(201);
  });

  it("keeps another doctor away from a doctor's references (404, no data)", async () => {
    const applicationId = await newApplication();
    const person = personBody();
    const { id } = (await create(applicationId, person)).json().result;

    const read = expectError(await list(applicationId, other.token), 404);
    expect(JSON.stringify(read)).not.toContain(person.email);
    expectError(await create(applicationId, personBody(), other.token), 404);
    expectError(await put(t.app, `/api/references/${id}`, personBody(), other.token), 404);
    expectError(await post(t.app, `/api/references/${id}/resend`, undefined, { token: other.token }), 404);
    expectError(await del(t.app, `/api/references/${id}`, other.token), 404);
    expect((await list(applicationId)).json().result.data).toHaveLength(1);
    expectError(await list(applicationId, ''), 401);
  });

  it('limits resends of one request', async () => {
    const applicationId = await newApplication();
    const { id } = (await create(applicationId)).json().result;
    const resend = () => post(t.app, `/api/references/${id}/resend`, undefined, { token: doctor.token });
    for (let i = 0; i < 5; i++) {
      expect((await resend()).statusCode).toBe(200);
    }
    expectError(await resend(), 429);
  });
});
