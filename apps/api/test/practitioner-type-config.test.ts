import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminFormList,
  TAdminFormVersion,
  TApplicationDetail,
  TApplicationSummary,
  TPrivilegeCatalogue,
} from '@docapply/contracts';
import { forms, hospitalAdmins } from '@/core/db/schema';
import { createUserWithToken, expectError } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import {
  APPLICATION_FORM,
  createHospitalWithForms,
  resultOf,
  send,
  type TTestHospital,
} from './application-fixtures';
import { catalogueClient, privilegeBody } from './privilege-catalogue-helpers';

describe('forms and the privilege catalogue per practitioner type', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
    await t.db.insert(forms).values({
      hospitalId: h.hospital.id,
      kind: 'application',
      key: 'application-np',
      title: 'NP application',
      definition: APPLICATION_FORM,
      practitionerTypes: ['np'],
    });
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    await t.db.insert(hospitalAdmins).values({ hospitalId: h.hospital.id, userId: admin.user.id });
    adminToken = admin.token;
  });
  afterAll(async () => {
    await t.close();
  });

  async function startAs(practitionerType: string) {
    const { token } = await createUserWithToken(t.db, t.config, { practitionerType });
    const created = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', token, { hospitalId: h.hospital.id }),
      201,
    );
    const detail = resultOf<TApplicationDetail>(
      await send(t.app, 'GET', `/api/applicationDatas/${created.id}`, token),
    );
    return { token, applicationId: created.id, detail };
  }

  it("starts an application on the form for the practitioner's type, else the one for every type", async () => {
    expect((await startAs('np')).detail.forms.application?.form.title).toBe('NP application');
    expect((await startAs('physician')).detail.forms.application?.form.title).toBe('Application');
    // No form names PAs: they get the one for every type.
    expect((await startAs('pa')).detail.forms.application?.form.title).toBe('Application');
  });

  it('lets the office choose the types of a form in its draft, kept by the next draft', async () => {
    const url = `/api/admin/forms/application-np/draft?hospitalId=${h.hospital.id}`;
    const saved = resultOf<TAdminFormVersion>(
      await send(t.app, 'PUT', url, adminToken, {
        title: 'NP application',
        definition: APPLICATION_FORM,
        practitionerTypes: ['np', 'cnm'],
      }),
    );
    expect(saved.practitionerTypes).toEqual(['np', 'cnm']);
    const again = resultOf<TAdminFormVersion>(
      await send(t.app, 'PUT', url, adminToken, {
        title: 'NP and CNM application',
        definition: APPLICATION_FORM,
      }),
    );
    expect(again.practitionerTypes).toEqual(['np', 'cnm']);
    const refused = expectError(
      await send(t.app, 'PUT', url, adminToken, {
        title: 'x',
        definition: APPLICATION_FORM,
        practitionerTypes: ['wizard'],
      }),
      400,
    );
    expect(refused.fields).toEqual({ practitionerTypes: 'Choose practitioner types from the list' });
  });

  it('creates a privilege form for some types, which the forms list shows; an unknown type is refused', async () => {
    const create = (body: object) =>
      send(t.app, 'POST', `/api/admin/forms?hospitalId=${h.hospital.id}`, adminToken, body);
    const created = resultOf<TAdminFormVersion>(
      await create({ kind: 'privilege', title: 'APP prescribing', practitionerTypes: ['np', 'pa', 'np'] }),
      201,
    );
    expect(created.practitionerTypes).toEqual(['np', 'pa']);
    const forEvery = resultOf<TAdminFormVersion>(await create({ kind: 'privilege', title: 'Sedation' }), 201);
    expect(forEvery.practitionerTypes).toEqual([]);
    const refused = expectError(
      await create({ kind: 'privilege', title: 'Bad', practitionerTypes: ['wizard'] }),
      400,
    );
    expect(refused.fields).toEqual({ practitionerTypes: 'Choose practitioner types from the list' });

    const list = resultOf<TAdminFormList>(
      await send(t.app, 'GET', `/api/admin/forms?hospitalId=${h.hospital.id}`, adminToken),
    );
    const typesOf = (key: string) => list.data.find((item) => item.key === key)?.practitionerTypes;
    expect(typesOf(created.key)).toEqual(['np', 'pa']);
    expect(typesOf(forEvery.key)).toEqual([]);
    // A published form shows the types in force; its draft's (NP and CNM, above) wait for publishing.
    expect(typesOf('application-np')).toEqual(['np']);
    expect(list.data.map((item) => item.title)).not.toContain('Bad');
  });

  it("shows a practitioner only their type's privileges and refuses a pick outside it", async () => {
    const catalogue = catalogueClient(t, h.hospital.id);
    const npOnly = await catalogue.created(
      adminToken,
      privilegeBody({ name: 'NP prescribing', formKey: null, practitionerTypes: ['np'] }),
    );
    expect(npOnly.practitionerTypes).toEqual(['np']);
    // An edit that leaves the types out keeps them.
    const edited = await catalogue.updated(
      adminToken,
      npOnly.key,
      privilegeBody({ name: 'NP prescribing', formKey: null, criteria: 'State prescriptive authority' }),
    );
    expect(edited.practitionerTypes).toEqual(['np']);
    expectError(
      await catalogue.create(
        adminToken,
        privilegeBody({ name: 'Bad', formKey: null, practitionerTypes: ['x'] }),
      ),
      400,
    );

    const names = async (token: string) =>
      resultOf<TPrivilegeCatalogue>(
        await send(t.app, 'GET', `/api/privileges/all?hospitalId=${h.hospital.id}`, token),
      ).data.flatMap((group) => group.privileges.map((privilege) => privilege.name));
    const np = await startAs('np');
    const physician = await startAs('physician');
    expect(await names(np.token)).toContain('NP prescribing');
    expect(await names(np.token)).toContain('Admitting');
    expect(await names(physician.token)).not.toContain('NP prescribing');
    expect(await names(adminToken)).toContain('NP prescribing');

    const pick = (who: { token: string; applicationId: string }) =>
      send(t.app, 'POST', '/api/privileges', who.token, {
        applicationId: who.applicationId,
        privilegeId: edited.id,
      });
    expect((await pick(np)).statusCode).toBe(201);
    const refused = expectError(await pick(physician), 400, 'BAD_REQUEST');
    expect(refused.fields).toEqual({ privilegeId: 'This privilege is not offered to a Physician (MD/DO)' });
  });
});
