import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alternativeCoverage } from '@/core/db/schema';
import { createUserWithToken, expectError, get, post } from './helpers/auth';
import { startTestSmtp, type TTestSmtp } from './helpers/smtp';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createApplication, createHospital, followShortLink, personBody } from './request-fixtures';

function put(app: FastifyInstance, url: string, body: unknown, token: string) {
  return app.inject({ method: 'PUT', url, payload: body as object, headers: { 'x-auth-token': token } });
}

describe('alternative coverage', () => {
  let t: TTestApp;
  let smtp: TTestSmtp;
  let hospital: { id: string; name: string };
  let doctor: { id: string; token: string };
  let other: { token: string };

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    hospital = await createHospital(t.db);
    const first = await createUserWithToken(t.db, t.config);
    doctor = { id: first.user.id, token: first.token };
    other = { token: (await createUserWithToken(t.db, t.config)).token };
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const subject = () => `Dr. Test User asked you to be the covering physician for ${hospital.name}`;
  const details = (applicationId: string, token = doctor.token) =>
    get(t.app, `/api/alternativeCoverage/details?applicationId=${applicationId}`, { token });

  it('names one covering physician per application, emails them, and reports the state', async () => {
    const applicationId = await createApplication(t.db, { doctorId: doctor.id, hospitalId: hospital.id });
    expect((await details(applicationId)).json()).toEqual({ result: null });

    const person = personBody({ specialty: 'Internal Medicine' });
    const created = await post(
      t.app,
      '/api/alternativeCoverage',
      { applicationId, ...person },
      { token: doctor.token },
    );
    expect(created.statusCode, created.body).toBe(201);
    const second = await post(
      t.app,
      '/api/alternativeCoverage',
      { applicationId, ...personBody() },
      { token: doctor.token },
    );
    expectError(second, 409, 'CONFLICT');

    const mail = await smtp.waitFor(person.email, { subject: subject() });
    expect(mail.text).toContain('covering physician');
    const link = await followShortLink(t.app, mail.text);
    expect(link.path).toBe('/alternativeCoverage');

    const values = await post(t.app, '/api/auth/extractValues', { token: link.token });
    expect(values.statusCode, values.body).toBe(200);
    expect(values.json().result).toMatchObject({
      purpose: 'coverage',
      hospital: { id: hospital.id, name: hospital.name },
      doctorName: 'Dr. Test User',
      personName: person.name,
      form: { kind: 'coverage', key: 'coverage' },
    });
    expect((await details(applicationId)).json().result.state).toBe('opened');

    // A coverage token is no reference token.
    const wrongKind = await post(t.app, '/api/references/respond', { token: link.token, answers: {} });
    expectError(wrongKind, 400, 'TOKEN_INVALID');
    const missing = expectError(
      await post(t.app, '/api/alternativeCoverage/respond', {
        token: link.token,
        answers: { agrees: 'false' },
      }),
      400,
      'VALIDATION',
    );
    expect(missing.fields).toEqual({ agrees: 'Required' });
    const done = await post(t.app, '/api/alternativeCoverage/respond', {
      token: link.token,
      answers: { agrees: 'true' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result.state).toBe('completed');

    const after = await details(applicationId);
    expect(after.json().result).toMatchObject({ name: person.name, state: 'completed' });
    expect(after.json().result).not.toHaveProperty('answers');
    const [row] = await t.db
      .select()
      .from(alternativeCoverage)
      .where(eq(alternativeCoverage.applicationId, applicationId));
    expect(row.answers).toEqual({ agrees: 'true' });
  });

  it('removes the covering physician it named, whose link then stops working; others cannot', async () => {
    const applicationId = await createApplication(t.db, { doctorId: doctor.id, hospitalId: hospital.id });
    const person = personBody();
    const created = await post(
      t.app,
      '/api/alternativeCoverage',
      { applicationId, ...person },
      { token: doctor.token },
    );
    const { id } = created.json().result;
    const link = await followShortLink(
      t.app,
      (await smtp.waitFor(person.email, { subject: subject() })).text,
    );
    const remove = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/alternativeCoverage/${id}`,
        headers: { 'x-auth-token': token },
      });

    expectError(await remove(other.token), 404);
    const removed = await remove(doctor.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await details(applicationId)).json()).toEqual({ result: null });
    expectError(await post(t.app, '/api/auth/extractValues', { token: link.token }), 410, 'GONE');
  });

  it('replaces and resends the covering physician; others cannot', async () => {
    const applicationId = await createApplication(t.db, { doctorId: doctor.id, hospitalId: hospital.id });
    const person = personBody();
    const { id } = (
      await post(t.app, '/api/alternativeCoverage', { applicationId, ...person }, { token: doctor.token })
    ).json().result;
    const replacement = personBody({ name: 'Morgan Ellis' });
    const replaced = await put(t.app, `/api/alternativeCoverage/${id}`, replacement, doctor.token);
    expect(replaced.statusCode, replaced.body).toBe(200);
    await smtp.waitFor(replacement.email, { subject: subject() });
    const resent = await post(t.app, `/api/alternativeCoverage/${id}/resend`, undefined, {
      token: doctor.token,
    });
    expect(resent.statusCode).toBe(200);
    await smtp.waitFor(replacement.email, { subject: subject(), after: 1 });

    expectError(await details(applicationId, other.token), 404);
    expectError(await put(t.app, `/api/alternativeCoverage/${id}`, personBody(), other.token), 404);
    expectError(
      await post(t.app, `/api/alternativeCoverage/${id}/resend`, undefined, { token: other.token }),
      404,
    );
  });
});
