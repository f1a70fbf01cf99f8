import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminFormDetail, TAdminFormList, TAdminHospitalList } from '@docapply/contracts';
import { NIL_UUID } from '@docapply/contracts';
import { forms } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  APPLICATION_FORM,
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { formUrls } from './admin-forms-fixtures';

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Every form-management endpoint of one hospital, with a body that passes validation. */
function endpoints(hospitalId: string): [TMethod, string, unknown?][] {
  const urls = formUrls(hospitalId);
  return [
    ['GET', urls.list],
    ['POST', urls.create, { kind: 'privilege', title: 'Robotic surgery' }],
    ['GET', urls.detail('application')],
    ['GET', urls.version('application', 1)],
    ['PUT', urls.draft('application'), { title: 'Application', definition: APPLICATION_FORM }],
    ['DELETE', urls.draft('application')],
    ['POST', urls.publish('application')],
    ['GET', urls.diff('application', 1, 1)],
  ];
}

describe('form management: who reaches which hospital', () => {
  let t: TTestApp;
  let mine: TTestHospital;
  let other: TTestHospital;
  let admin: TPerson;
  let platform: TPerson;
  let doctor: TPerson;

  beforeAll(async () => {
    t = await createTestApp();
    mine = await createHospitalWithForms(t.db);
    other = await createHospitalWithForms(t.db);
    admin = await createHospitalAdmin(t, 'Hana', 'Admin', mine.hospital.id);
    platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    doctor = await createPerson(t, 'Dana', 'Doctor');
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers another hospital's admin 404 with no data on every endpoint, and changes nothing", async () => {
    const before = await t.db.select().from(forms);
    for (const [method, url, body] of endpoints(other.hospital.id)) {
      expectNoData(await send(t.app, method, url, admin.token, body), 404);
    }
    // A hospital that does not exist answers the same.
    for (const [method, url, body] of endpoints(NIL_UUID)) {
      expectNoData(await send(t.app, method, url, admin.token, body), 404);
    }
    expect(await t.db.select().from(forms)).toEqual(before);
  });

  it('refuses doctors (403) and strangers (401) on every endpoint', async () => {
    for (const [method, url, body] of [
      ...endpoints(mine.hospital.id),
      ['GET', '/api/admin/hospitals'] as const,
    ]) {
      expectError(await send(t.app, method, url, doctor.token, body), 403, 'FORBIDDEN');
      expectError(await send(t.app, method, url, undefined, body), 401, 'UNAUTHORIZED');
    }
  });

  it("lists a hospital admin's own hospitals only, and every hospital for a platform admin", async () => {
    const own = resultOf<TAdminHospitalList>(await send(t.app, 'GET', '/api/admin/hospitals', admin.token));
    expect(own.data).toEqual([
      { id: mine.hospital.id, name: mine.hospital.name, city: 'Springfield', state: 'IL' },
    ]);
    const all = resultOf<TAdminHospitalList>(
      await send(t.app, 'GET', '/api/admin/hospitals', platform.token),
    );
    const ids = all.data.map((h) => h.id);
    expect(ids).toEqual(expect.arrayContaining([mine.hospital.id, other.hospital.id]));
    const names = all.data.map((h) => h.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("lets a platform admin manage any hospital's forms", async () => {
    const list = resultOf<TAdminFormList>(
      await send(t.app, 'GET', formUrls(other.hospital.id).list, platform.token),
    );
    expect(list.data.map((f) => f.key)).toEqual([
      'application',
      'survey',
      'privilege-cardiac-cath',
      'privilege-echo',
      'reference',
      'coverage',
    ]);
    const detail = resultOf<TAdminFormDetail>(
      await send(t.app, 'GET', formUrls(other.hospital.id).detail('survey'), platform.token),
    );
    expect(detail).toMatchObject({ key: 'survey', kind: 'survey', title: 'Staff survey', draft: null });
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const urls = formUrls(mine.hospital.id);
    const cases: [TMethod, string, unknown?][] = [
      ['GET', '/api/admin/forms'],
      ['GET', '/api/admin/forms?hospitalId=zzz'],
      ['GET', `/api/admin/forms?hospitalId=${mine.hospital.id}&extra=1`],
      ['GET', urls.detail('Bad%20Key')],
      ['GET', urls.detail('-leading')],
      ['GET', urls.detail('x'.repeat(101))],
      ['GET', urls.version('application', 0)],
      ['GET', urls.version('application', 1.5)],
      ['GET', `/api/admin/forms/application/versions/abc?hospitalId=${mine.hospital.id}`],
      ['GET', urls.version('application', 99_999_999)],
      ['GET', urls.diff('application', 'zzz', 1)],
      ['GET', urls.diff('application', 1, 'latest')],
      ['GET', `/api/admin/forms/application/diff?hospitalId=${mine.hospital.id}&from=1`],
      ['PUT', urls.draft('application'), { title: 'Application' }],
      ['PUT', urls.draft('application'), { title: '', definition: APPLICATION_FORM }],
      ['PUT', urls.draft('application'), { title: 'A', definition: { sections: [] } }],
      ['PUT', urls.draft('application'), { title: 'A', definition: APPLICATION_FORM, extra: true }],
      ['PUT', urls.draft('application'), 'not json'],
      ['POST', urls.create, { kind: 'application', title: 'Another application' }],
      ['POST', urls.create, { kind: 'privilege' }],
      ['POST', urls.publish('Bad_Key')],
    ];
    for (const [method, url, body] of cases) {
      const response = await send(t.app, method, url, admin.token, body);
      expect(response.statusCode, `${method} ${url}\n${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${method} ${url}\n${response.body}`).toBeLessThan(500);
    }
    expectError(await send(t.app, 'GET', urls.detail('privilege-none'), admin.token), 404, 'NOT_FOUND');
    expectError(await send(t.app, 'GET', urls.version('survey', 7), admin.token), 404, 'NOT_FOUND');
    expectError(await send(t.app, 'GET', urls.diff('survey', 1, 'draft'), admin.token), 404, 'NOT_FOUND');
    expectError(await send(t.app, 'GET', urls.diff('survey', 3, 1), admin.token), 404, 'NOT_FOUND');
    expectError(
      await send(t.app, 'PUT', urls.draft('privilege-none'), admin.token, {
        title: 'X',
        definition: APPLICATION_FORM,
      }),
      404,
      'NOT_FOUND',
    );
  });
});
