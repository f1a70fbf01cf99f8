import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TApplicationSummary, TPickedPrivilege, TPrivilegeCatalogue } from '@docapply/contracts';
import { applications } from '@/core/db/schema';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';

describe('privileges', () => {
  let t: TTestApp;
  let h: TTestHospital;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  async function start() {
    const doctor = await createUserWithToken(t.db, t.config);
    const summary = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: h.hospital.id }),
      201,
    );
    return { ...doctor, applicationId: summary.id };
  }

  it('serves the catalogue grouped by department with criteria', async () => {
    const { token } = await createUserWithToken(t.db, t.config);
    const catalogue = resultOf<TPrivilegeCatalogue>(
      await send(t.app, 'GET', `/api/privileges/all?hospitalId=${h.hospital.id}`, token),
    );
    expect(catalogue.data).toEqual([
      {
        department: 'Cardiology',
        privileges: [
          {
            id: h.privileges.cath.id,
            name: 'Cardiac catheterisation',
            criteria: '50 cases in 2 years',
            formId: h.forms.get('privilege-cardiac-cath')?.id,
          },
          {
            id: h.privileges.echo.id,
            name: 'Echocardiography',
            criteria: 'Board certified',
            formId: h.forms.get('privilege-echo')?.id,
          },
        ],
      },
      {
        department: 'Internal Medicine',
        privileges: [{ id: h.privileges.admitting.id, name: 'Admitting', criteria: 'None', formId: null }],
      },
    ]);
    expectError(await send(t.app, 'GET', '/api/privileges/all', token), 400, 'VALIDATION');
  });

  it('picks privileges once each, with their forms, and lists them with progress', async () => {
    const { token, applicationId } = await start();
    const pick = (privilegeId: string) =>
      send(t.app, 'POST', '/api/privileges', token, { applicationId, privilegeId });
    const cath = resultOf<TPickedPrivilege>(await pick(h.privileges.cath.id), 201);
    expect(cath).toMatchObject({
      privilegeId: h.privileges.cath.id,
      name: 'Cardiac catheterisation',
      department: 'Cardiology',
      formId: h.forms.get('privilege-cardiac-cath')?.id,
      formResponseId: expect.any(String),
      percent: 0,
    });
    expect(resultOf<TPickedPrivilege>(await pick(h.privileges.cath.id), 200)).toEqual(cath);
    const admitting = resultOf<TPickedPrivilege>(await pick(h.privileges.admitting.id), 201);
    expect(admitting).toMatchObject({ formId: null, formResponseId: null, percent: 100 });

    await send(t.app, 'PUT', `/api/formsResponse/${cath.formResponseId}`, token, {
      answers: { cases: '55' },
    });
    const list = resultOf<{ data: TPickedPrivilege[] }>(
      await send(t.app, 'GET', `/api/privileges?applicationId=${applicationId}`, token),
    );
    expect(list.data.map((p) => [p.name, p.percent])).toEqual([
      ['Cardiac catheterisation', 100],
      ['Admitting', 100],
    ]);
  });

  it('refuses another hospital’s privilege, bad input and a submitted application', async () => {
    const { token, applicationId } = await start();
    const other = await createHospitalWithForms(t.db);
    const foreign = await send(t.app, 'POST', '/api/privileges', token, {
      applicationId,
      privilegeId: other.privileges.cath.id,
    });
    expectError(foreign, 404, 'NOT_FOUND');
    const bad = expectError(
      await send(t.app, 'POST', '/api/privileges', token, { applicationId }),
      400,
      'VALIDATION',
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(['privilegeId']);
    await t.db.update(applications).set({ status: 'applied' }).where(eq(applications.id, applicationId));
    const locked = await send(t.app, 'POST', '/api/privileges', token, {
      applicationId,
      privilegeId: h.privileges.echo.id,
    });
    expect(expectError(locked, 409, 'CONFLICT').message).toBe('This application can no longer be edited');
  });
});
