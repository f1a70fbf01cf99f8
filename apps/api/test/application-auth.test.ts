import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TApplicationDetail, TApplicationSummary } from '@docapply/contracts';
import { applicationPrivileges, formResponses } from '@/core/db/schema';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  createHospitalWithForms,
  expectNoData,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';

/** A second doctor can neither read nor change the first doctor's application, answers or privileges. */
describe('application authorisation', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let owner: { token: string };
  let intruder: { token: string };
  let application: TApplicationDetail;
  let privilegeResponseId: string;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
    owner = await createUserWithToken(t.db, t.config);
    intruder = await createUserWithToken(t.db, t.config);
    const created = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', owner.token, { hospitalId: h.hospital.id }),
      201,
    );
    const picked = resultOf<{ formResponseId: string }>(
      await send(t.app, 'POST', '/api/privileges', owner.token, {
        applicationId: created.id,
        privilegeId: h.privileges.cath.id,
      }),
      201,
    );
    privilegeResponseId = picked.formResponseId;
    await send(t.app, 'PUT', `/api/formsResponse/${privilegeResponseId}`, owner.token, {
      answers: { cases: '12' },
    });
    application = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${created.id}`, owner.token),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const calls = (): [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] => {
    const id = application.id;
    const responseId = application.forms.application?.responseId ?? '';
    const formId = application.forms.application?.form.id ?? '';
    return [
      ['read the application', 'GET', `/api/applicationDatas/${id}`],
      ['submit it', 'POST', `/api/applications/${id}/submit`, { attestationName: 'Test User' }],
      ['read its checklist', 'GET', `/api/formsResponse/status?applicationId=${id}`],
      ['open a response on it', 'POST', '/api/formsResponse', { formId, applicationId: id }],
      ['read a response', 'GET', `/api/formsResponse/${responseId}`],
      ['find a response', 'GET', `/api/formsResponse/form/user?formId=${formId}&applicationId=${id}`],
      ['change a response', 'PUT', `/api/formsResponse/${responseId}`, { answers: { legalName: 'Mallory' } }],
      ['remove a privilege', 'DELETE', `/api/formsResponse/${privilegeResponseId}`],
      ['list its privileges', 'GET', `/api/privileges?applicationId=${id}`],
      [
        'pick a privilege on it',
        'POST',
        '/api/privileges',
        { applicationId: id, privilegeId: h.privileges.echo.id },
      ],
    ];
  };

  it('answers 404 with no data to another doctor, for every object endpoint', async () => {
    for (const [label, method, url, body] of calls()) {
      const response = await send(t.app, method, url, intruder.token, body);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(404);
      expectNoData(response, 404);
      expect(response.body).not.toContain(application.id);
    }
  });

  it('leaves the owner’s data unchanged after the attempts', async () => {
    const after = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${application.id}`, owner.token),
    );
    expect(after.status).toBe('draft');
    expect(after.forms.application?.answers).toEqual(application.forms.application?.answers);
    expect(after.privileges.map((p) => p.privilegeId)).toEqual([h.privileges.cath.id]);
    const [response] = await t.db
      .select()
      .from(formResponses)
      .where(eq(formResponses.id, privilegeResponseId));
    expect(response.answers).toEqual({ cases: '12' });
    const picks = await t.db
      .select()
      .from(applicationPrivileges)
      .where(eq(applicationPrivileges.applicationId, application.id));
    expect(picks).toHaveLength(1);
  });

  it('never lists another doctor’s application', async () => {
    const all = resultOf<{ data: unknown[] }>(
      await send(t.app, 'GET', '/api/applications/all/hospitals', intruder.token),
    );
    expect(all.data).toEqual([]);
    const search = resultOf<{ total: number }>(
      await send(t.app, 'GET', '/api/applications/search', intruder.token),
    );
    expect(search.total).toBe(0);
    const byHospital = await send(
      t.app,
      'GET',
      `/api/applications/getApplicationByType?hospitalId=${h.hospital.id}`,
      intruder.token,
    );
    expect(resultOf(byHospital)).toBeNull();
    const hospitals = resultOf<{ data: { id: string; application: unknown }[] }>(
      await send(t.app, 'GET', '/api/hospitals/all/hospitals/with/application', intruder.token),
    );
    expect(hospitals.data.find((x) => x.id === h.hospital.id)?.application).toBeNull();
    // Creating at the same hospital makes the intruder's own draft, not the owner's.
    const own = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', intruder.token, { hospitalId: h.hospital.id }),
      201,
    );
    expect(own.id).not.toBe(application.id);
  });

  it('answers 401 to every endpoint without a session', async () => {
    const open: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['hospitals', 'GET', '/api/hospitals/all'],
      ['hospitals with application', 'GET', '/api/hospitals/all/hospitals/with/application'],
      ['preview', 'GET', `/api/hospitals/preview?hospitalId=${h.hospital.id}`],
      ['admins', 'GET', `/api/hospitals/hospitalAdmin/${h.hospital.id}`],
      ['form details', 'GET', `/api/forms/details?hospitalId=${h.hospital.id}`],
      ['form by key', 'GET', `/api/forms/application?hospitalId=${h.hospital.id}`],
      ['form by id', 'GET', `/api/forms/id/${application.forms.application?.form.id}`],
      ['catalogue', 'GET', `/api/privileges/all?hospitalId=${h.hospital.id}`],
      ['create', 'POST', '/api/applications', { hospitalId: h.hospital.id }],
      ['list', 'GET', '/api/applications/all/hospitals'],
      ['search', 'GET', '/api/applications/search'],
      ['by hospital', 'GET', `/api/applications/getApplicationByType?hospitalId=${h.hospital.id}`],
      ...calls(),
    ];
    for (const [label, method, url, body] of open) {
      const response = await send(t.app, method, url, undefined, body);
      expect(response.statusCode, label).toBe(401);
      expectError(response, 401, 'UNAUTHORIZED');
    }
  });

  it('refuses doctor endpoints to an administrator (403)', async () => {
    const { token } = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    for (const [label, method, url, body] of calls()) {
      const response = await send(t.app, method, url, token, body);
      expect(response.statusCode, label).toBe(403);
      expectNoData(response, 403);
    }
  });
});
