import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@docapply/rules';
import { hospitalAdmins } from '@/core/db/schema';
import { createUserWithToken, randomIp, registerBody } from './helpers/auth';
import { expectClientError } from './helpers/error-shape';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createApplication, createHospital, personBody } from './request-fixtures';

const NOT_ALLOWED = MESSAGES.forbiddenCharacters;

/** NUL, the other C0 controls and broken UTF-16 are refused before anything reaches the database. */
describe('characters no field may hold', () => {
  let t: TTestApp;
  let doctor: { id: string; token: string };
  let admin: { token: string };
  let platform: { token: string };
  let applicationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const hospital = await createHospital(t.db);
    const created = await createUserWithToken(t.db, t.config, { roles: ['doctor'] });
    doctor = { id: created.user.id, token: created.token };
    applicationId = await createApplication(t.db, { doctorId: doctor.id, hospitalId: hospital.id });
    const hospitalAdmin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    await t.db.insert(hospitalAdmins).values({ hospitalId: hospital.id, userId: hospitalAdmin.user.id });
    admin = { token: hospitalAdmin.token };
    platform = { token: (await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] })).token };
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      remoteAddress: randomIp(),
      payload: payload as Record<string, unknown> | undefined,
      headers: token ? { 'x-auth-token': token } : {},
    });

  function expectRefused(response: LightMyRequestResponse, field: string) {
    const error = expectClientError(response, field);
    expect(response.statusCode).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toMatchObject({ [field]: NOT_ALLOWED });
  }

  it('refuses a NUL in a path parameter', async () => {
    expectRefused(await send('GET', '/api/urls/a%00b'), 'code');
    expectRefused(await send('GET', `/api/comments/${applicationId}%00`, doctor.token), 'applicationId');
  });

  it('refuses a NUL in a query value, searched or not', async () => {
    expectRefused(await send('GET', '/api/platform/outbox?q=%00', platform.token), 'q');
    expectRefused(await send('GET', '/api/admin/applications?q=a%00', admin.token), 'q');
    expectRefused(await send('GET', '/api/applications/search?q=%01', doctor.token), 'q');
  });

  it('refuses NUL, controls and lone surrogates in names and messages', async () => {
    expectRefused(
      await send('POST', '/api/auth/register', undefined, registerBody({ firstName: 'Al\u0000ex' })),
      'firstName',
    );
    expectRefused(
      await send('POST', '/api/auth/register', undefined, registerBody({ lastName: 'Ri\ud800vera' })),
      'lastName',
    );
    const contact = { name: 'A', email: 'a@example.com', message: 'Hello' };
    expectRefused(await send('POST', '/api/contacts', undefined, { ...contact, name: 'A\u0000' }), 'name');
    expectRefused(
      await send('POST', '/api/contacts', undefined, { ...contact, message: 'Hi \u0007' }),
      'message',
    );
    expectRefused(await send('POST', '/api/contacts', undefined, { ...contact, name: '\udc00A' }), 'name');
    const hospital = { name: 'Mercy\u0000', city: 'Springfield', state: 'IL' };
    expectRefused(await send('POST', '/api/platform/hospitals', platform.token, hospital), 'name');
    const person = personBody({ name: 'Jordan\u0000', applicationId });
    expectRefused(await send('POST', '/api/references', doctor.token, person), 'name');
    expectRefused(await send('POST', '/api/alternativeCoverage', doctor.token, person), 'name');
    const comment = { ApplicationId: applicationId, section: 'A', message: 'Look\u0000' };
    expectRefused(await send('POST', '/api/comments', doctor.token, comment), 'message');
  });

  it('names the place of a bad character deep in a body, in a value or in a key', async () => {
    const nested = { answers: { licences: [{ state: 'IL', 'num\u0000ber': '1' }] } };
    const response = await send('PUT', `/api/formsResponse/${applicationId}`, doctor.token, nested);
    expectRefused(response, 'answers.licences.0.num\ufffdber');
    const value = { answers: { legalName: 'x', licences: [{ state: 'I\u0000L' }] } };
    expectRefused(
      await send('PUT', `/api/formsResponse/${applicationId}`, doctor.token, value),
      'answers.licences.0.state',
    );
  });

  it('keeps tab, line breaks and any well-formed text, emoji included', async () => {
    const response = await send('POST', '/api/contacts', undefined, {
      name: 'Zoë 👩‍⚕️ Ñúñez',
      email: 'zoe@example.com',
      message: 'Line one\r\nLine two\n\tindented \u200b \uffff',
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('answers a URL that cannot be decoded with 400 in the error shape', async () => {
    for (const url of [
      '/api/urls/%zz',
      '/api/urls/%E0%80%80',
      '/api/urls/%C0%AF',
      '/api/%',
      '/api/urls/%ED%A0%80',
    ]) {
      const error = expectClientError(await send('GET', url), url);
      expect(error.code).toBe('BAD_REQUEST');
    }
  });

  it('never answers 5xx to random bodies for the sign-in code routes', async () => {
    // Text that often holds what the database refuses (NUL), beside any other code unit.
    const unit = fc.oneof(
      fc.constantFrom('\u0000', '\u0001', '\ud800', '\udfff'),
      fc.string({ unit: 'binary', maxLength: 3 }),
    );
    const text = fc.array(unit, { maxLength: 12 }).map((parts) => parts.join(''));
    const body = fc.oneof(
      fc.record({ challenge: text, code: fc.oneof(text, fc.stringMatching(/^\d{6}$/)) }),
      fc.record({ challenge: text }),
      fc.dictionary(text, fc.jsonValue({ maxDepth: 2 })),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const samples = fc.sample(body, { seed: 20_240_611, numRuns: 150 });
    for (const sample of samples) {
      for (const url of ['/api/auth/otp', '/api/auth/otp/resend']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: randomIp(),
          payload: JSON.stringify(sample),
          headers: { 'content-type': 'application/json' },
        });
        expectClientError(response, `${url} ${JSON.stringify(sample)}`);
      }
    }
  });
});
