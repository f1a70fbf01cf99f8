import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TApplicationList,
  TApplicationSummary,
  TForm,
  THospitalList,
  THospitalWithApplicationList,
  TPlatformHospital,
  TPlatformHospitalList,
  TPublicSettings,
} from '@docapply/contracts';
import { auditLog, forms, privileges } from '@/core/db/schema';
import { NIL_UUID } from '@docapply/contracts';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';

const HOSPITAL_BODY = {
  name: 'Mercy Valley Hospital',
  city: 'Fresno',
  state: 'CA',
  about: 'A 200-bed community hospital.',
  minReferences: 2,
};

/** Every platform endpoint, with a body that would pass validation. */
const ENDPOINTS: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
  ['GET', '/api/platform/hospitals'],
  ['POST', '/api/platform/hospitals', HOSPITAL_BODY],
  ['PUT', `/api/platform/hospitals/${NIL_UUID}`, { isOpen: false }],
  ['GET', '/api/platform/admins'],
  [
    'POST',
    '/api/platform/admins/invite',
    { email: 'x@example.com', firstName: 'A', lastName: 'B', hospitalIds: [NIL_UUID] },
  ],
  ['PUT', `/api/platform/admins/${NIL_UUID}`, { disabled: true }],
  ['GET', '/api/platform/contacts'],
  ['PUT', `/api/platform/contacts/${NIL_UUID}`, { handled: true }],
  ['GET', '/api/platform/outbox'],
  ['GET', `/api/platform/outbox/${NIL_UUID}`],
  ['GET', '/api/platform/settings'],
  [
    'PUT',
    '/api/platform/settings',
    {
      otpMinutes: 5,
      minReferences: 3,
      legal: { affirmations: '', fraudPolicy: '', privacyPolicy: '', termsOfUse: '' },
    },
  ],
];

describe('platform administration: access, hospitals, settings', () => {
  let t: TTestApp;
  let platformToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    platformToken = (await createUserWithToken(t.db, t.config, { roles: ['platform_admin'] })).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses hospital admins and doctors on every platform endpoint (403), and strangers (401)', async () => {
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    const doctor = await createUserWithToken(t.db, t.config, { roles: ['doctor'] });
    for (const [method, url, body] of ENDPOINTS) {
      expectError(await send(t.app, method, url, admin.token, body), 403, 'FORBIDDEN');
      expectError(await send(t.app, method, url, doctor.token, body), 403, 'FORBIDDEN');
      expectError(await send(t.app, method, url, undefined, body), 401, 'UNAUTHORIZED');
    }
  });

  it('creates a hospital doctors can apply to at once, with the default forms and privileges', async () => {
    const created = resultOf<TPlatformHospital>(
      await send(t.app, 'POST', '/api/platform/hospitals', platformToken, HOSPITAL_BODY),
      201,
    );
    expect(created).toMatchObject({
      ...HOSPITAL_BODY,
      isOpen: true,
      adminCount: 0,
      applicationCount: 0,
    });
    expect(created.slug).toMatch(/^mercy-valley-hospital/);
    const seededForms = await t.db.select().from(forms).where(eq(forms.hospitalId, created.id));
    expect(seededForms.map((form) => form.kind)).toEqual(
      expect.arrayContaining(['application', 'survey', 'privilege', 'reference', 'coverage']),
    );
    expect((await t.db.select().from(privileges).where(eq(privileges.hospitalId, created.id))).length).toBe(
      seededForms.filter((form) => form.kind === 'privilege').length,
    );

    const doctor = await createUserWithToken(t.db, t.config);
    const open = resultOf<THospitalList>(await send(t.app, 'GET', '/api/hospitals/all', doctor.token));
    expect(open.data.find((h) => h.id === created.id)).toMatchObject({ name: HOSPITAL_BODY.name });
    const form = resultOf<TForm>(
      await send(t.app, 'GET', `/api/forms/application?hospitalId=${created.id}`, doctor.token),
    );
    expect(form.definition.sections.map((section) => section.key)).toEqual(['A', 'B', 'C', 'D']);
    resultOf(await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: created.id }), 201);

    const list = resultOf<TPlatformHospitalList>(
      await send(t.app, 'GET', '/api/platform/hospitals', platformToken),
    );
    expect(list.data.map((h) => h.name)).toEqual(
      expect.arrayContaining(['Riverside General Hospital', HOSPITAL_BODY.name]),
    );
    const riverside = list.data.find((h) => h.name === 'Riverside General Hospital');
    expect(riverside?.adminCount).toBeGreaterThanOrEqual(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit.map((row) => row.action)).toContain('platform.hospital-created');
  });

  it('gives a second hospital of the same name its own slug, and the default minimum references', async () => {
    const body = { name: 'Twin Oaks Clinic', city: 'Austin', state: 'TX', about: '' };
    const first = resultOf<TPlatformHospital>(
      await send(t.app, 'POST', '/api/platform/hospitals', platformToken, body),
      201,
    );
    const second = resultOf<TPlatformHospital>(
      await send(t.app, 'POST', '/api/platform/hospitals', platformToken, body),
      201,
    );
    expect(second.slug).not.toBe(first.slug);
    const settings = resultOf<TPublicSettings>(await send(t.app, 'GET', '/api/systemSettings/all'));
    expect(first.minReferences).toBe(settings.minReferences);
  });

  it('closing a hospital takes it off the open list but keeps its applications', async () => {
    const hospital = resultOf<TPlatformHospital>(
      await send(t.app, 'POST', '/api/platform/hospitals', platformToken, {
        ...HOSPITAL_BODY,
        name: 'Closing Soon Hospital',
      }),
      201,
    );
    const doctor = await createUserWithToken(t.db, t.config);
    const application = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: hospital.id }),
      201,
    );

    const closed = resultOf<TPlatformHospital>(
      await send(t.app, 'PUT', `/api/platform/hospitals/${hospital.id}`, platformToken, { isOpen: false }),
    );
    expect(closed).toMatchObject({ isOpen: false, name: 'Closing Soon Hospital' });

    const open = resultOf<THospitalList>(await send(t.app, 'GET', '/api/hospitals/all', doctor.token));
    expect(open.data.some((h) => h.id === hospital.id)).toBe(false);
    const own = resultOf<TApplicationList>(
      await send(t.app, 'GET', '/api/applications/all/hospitals', doctor.token),
    );
    expect(own.data.map((a) => a.id)).toContain(application.id);
    const withApplication = resultOf<THospitalWithApplicationList>(
      await send(t.app, 'GET', '/api/hospitals/all/hospitals/with/application', doctor.token),
    );
    expect(withApplication.data.find((h) => h.id === hospital.id)?.application?.id).toBe(application.id);
    // Nobody new can start one there.
    const newcomer = await createUserWithToken(t.db, t.config);
    expectError(
      await send(t.app, 'POST', '/api/applications', newcomer.token, { hospitalId: hospital.id }),
      409,
    );

    const reopened = resultOf<TPlatformHospital>(
      await send(t.app, 'PUT', `/api/platform/hospitals/${hospital.id}`, platformToken, {
        isOpen: true,
        name: 'Reopened Hospital',
        minReferences: 5,
      }),
    );
    expect(reopened).toMatchObject({
      isOpen: true,
      name: 'Reopened Hospital',
      minReferences: 5,
      city: 'Fresno',
    });
    const again = resultOf<THospitalList>(await send(t.app, 'GET', '/api/hospitals/all', doctor.token));
    expect(again.data.some((h) => h.id === hospital.id)).toBe(true);
  });

  it('refuses bad hospital bodies field by field, and an unknown hospital with 404', async () => {
    const error = expectError(
      await send(t.app, 'POST', '/api/platform/hospitals', platformToken, {
        name: '',
        city: 'x'.repeat(101),
        state: 'ZZ',
        minReferences: 11,
        extra: true,
      }),
      400,
      'VALIDATION',
    );
    expect(error.fields).toMatchObject({
      name: 'Required',
      city: expect.any(String),
      state: 'Choose a US state',
      minReferences: 'Enter a number from 1 to 10',
      extra: 'Unknown field',
    });
    const zero = expectError(
      await send(t.app, 'POST', '/api/platform/hospitals', platformToken, {
        ...HOSPITAL_BODY,
        minReferences: 0,
      }),
      400,
    );
    expect(zero.fields).toEqual({ minReferences: 'Enter a number from 1 to 10' });
    expectError(
      await send(t.app, 'PUT', `/api/platform/hospitals/${NIL_UUID}`, platformToken, {}),
      400,
      'VALIDATION',
    );
    expectError(
      await send(t.app, 'PUT', `/api/platform/hospitals/${NIL_UUID}`, platformToken, { isOpen: 'no' }),
      400,
      'VALIDATION',
    );
    expectError(
      await send(t.app, 'PUT', `/api/platform/hospitals/${NIL_UUID}`, platformToken, { isOpen: false }),
      404,
    );
    expectError(
      await send(t.app, 'PUT', '/api/platform/hospitals/not-an-id', platformToken, { isOpen: false }),
      404,
    );
  });
});
