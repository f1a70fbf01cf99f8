import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TApplicationDetail,
  TApplicationSummary,
  TForm,
  TFormResponse,
  TFormSummary,
} from '@docapply/contracts';
import { forms } from '@/core/db/schema';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  APPLICATION_FORM,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';

describe('forms', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
    token = (await createUserWithToken(t.db, t.config)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const newVersion = (version: number, publishedAt: Date | null) =>
    t.db
      .insert(forms)
      .values({
        hospitalId: h.hospital.id,
        kind: 'application',
        key: 'application',
        title: `Application v${version}`,
        version,
        publishedAt,
        definition: { sections: [...APPLICATION_FORM.sections, { key: 'E', title: 'Extra', items: [] }] },
      })
      .returning()
      .then(([row]) => row);

  it('lists the latest published version of each form, and serves forms by key and by id', async () => {
    const { token: doctorToken } = await createUserWithToken(t.db, t.config);
    // A draft started before the new version keeps the version it started on.
    const draft = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctorToken, { hospitalId: h.hospital.id }),
      201,
    );
    const v1 = h.forms.get('application');
    const v2 = await newVersion(2, new Date());
    const unpublished = await newVersion(3, null);

    const { data } = resultOf<{ data: TFormSummary[] }>(
      await send(t.app, 'GET', `/api/forms/details?hospitalId=${h.hospital.id}`, token),
    );
    expect(data.map((f) => [f.kind, f.key, f.version])).toEqual([
      ['application', 'application', 2],
      ['survey', 'survey', 1],
      ['privilege', 'privilege-cardiac-cath', 1],
      ['privilege', 'privilege-echo', 1],
      ['reference', 'reference', 1],
      ['coverage', 'coverage', 1],
    ]);
    const latest = resultOf<TForm>(
      await send(t.app, 'GET', `/api/forms/application?hospitalId=${h.hospital.id}`, token),
    );
    expect(latest).toMatchObject({
      id: v2.id,
      version: 2,
      title: 'Application v2',
      hospitalId: h.hospital.id,
    });
    expect(latest.definition.sections.map((s) => s.key)).toEqual(['A', 'B', 'C', 'D', 'E']);
    const exact = resultOf<TForm>(await send(t.app, 'GET', `/api/forms/id/${v1?.id}`, token));
    expect(exact).toMatchObject({ id: v1?.id, version: 1 });
    expectError(await send(t.app, 'GET', `/api/forms/id/${unpublished.id}`, token), 404, 'NOT_FOUND');

    const detail = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${draft.id}`, doctorToken),
    );
    expect(detail.forms.application?.form.version).toBe(1);
    const reopened = resultOf<TFormResponse>(
      await send(t.app, 'POST', '/api/formsResponse', doctorToken, {
        formId: v2.id,
        applicationId: draft.id,
      }),
    );
    expect(reopened).toMatchObject({ id: detail.forms.application?.responseId, formId: v1?.id });
  });

  it('answers 404 for an unknown key and 400 for bad input', async () => {
    expectError(
      await send(t.app, 'GET', `/api/forms/privilege-none?hospitalId=${h.hospital.id}`, token),
      404,
    );
    expectError(await send(t.app, 'GET', `/api/forms/Bad%20Key?hospitalId=${h.hospital.id}`, token), 400);
    const missing = expectError(await send(t.app, 'GET', '/api/forms/application', token), 400, 'VALIDATION');
    expect(Object.keys(missing.fields ?? {})).toEqual(['hospitalId']);
    expectError(await send(t.app, 'GET', '/api/forms/details?hospitalId=zzz', token), 400, 'VALIDATION');
    expectError(await send(t.app, 'GET', '/api/forms/id/zzz', token), 404, 'NOT_FOUND');
  });

  it('lets an administrator read forms too', async () => {
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    const response = await send(t.app, 'GET', `/api/forms/survey?hospitalId=${h.hospital.id}`, admin.token);
    expect(resultOf<TForm>(response).title).toBe('Staff survey');
  });
});
