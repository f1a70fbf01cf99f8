import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TApplicationSummary,
  THospitalPreview,
  TPickedPrivilege,
  TPrivilegeCatalogue,
} from '@docapply/contracts';
import { expectError } from './helpers/auth';
import { createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { resultOf, send, type TTestHospital } from './application-fixtures';
import { catalogueClient, privilegeBody } from './privilege-catalogue-helpers';
import { createManagedHospital } from './admin-forms-fixtures';

/** What a doctor sees of a catalogue an administrator edits. */
describe('privilege catalogue, the doctor’s side', () => {
  let t: TTestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function setUp() {
    const { h, admin } = await createManagedHospital(t, 'Ada', 'Lovelace');
    return { h, admin, c: catalogueClient(t, h.hospital.id) };
  }

  async function startApplication(h: TTestHospital) {
    const doctor = await createPerson(t, 'Dana', 'Doctor');
    const summary = resultOf<TApplicationSummary>(
      await send(t.app, 'POST', '/api/applications', doctor.token, { hospitalId: h.hospital.id }),
      201,
    );
    const pick = (privilegeId: string) =>
      send(t.app, 'POST', '/api/privileges', doctor.token, { applicationId: summary.id, privilegeId });
    const picked = async () =>
      resultOf<{ data: TPickedPrivilege[] }>(
        await send(t.app, 'GET', `/api/privileges?applicationId=${summary.id}`, doctor.token),
      ).data;
    return { doctor, applicationId: summary.id, pick, picked };
  }

  const catalogueOf = async (h: TTestHospital, doctor: TPerson) =>
    resultOf<TPrivilegeCatalogue>(
      await send(t.app, 'GET', `/api/privileges/all?hospitalId=${h.hospital.id}`, doctor.token),
    ).data;

  const cathV2 = privilegeBody({
    name: 'Cardiac catheterisation (diagnostic)',
    criteria: '75 cases in 2 years',
    formKey: 'privilege-cardiac-cath',
  });

  it('offers only the current version of each enabled privilege, in the catalogue and the preview', async () => {
    const { h, admin, c } = await setUp();
    const { doctor } = await startApplication(h);
    const v2 = await c.updated(admin.token, h.privileges.cath.key, cathV2);
    await c.updated(
      admin.token,
      h.privileges.admitting.key,
      privilegeBody({ department: 'Internal Medicine', name: 'Admitting', enabled: false, formKey: null }),
    );
    expect(await catalogueOf(h, doctor)).toEqual([
      {
        department: 'Cardiology',
        privileges: [
          {
            id: v2.id,
            name: cathV2.name,
            criteria: cathV2.criteria,
            formId: h.forms.get('privilege-cardiac-cath')?.id,
          },
          expect.objectContaining({ id: h.privileges.echo.id, name: 'Echocardiography' }),
        ],
      },
    ]);
    const preview = resultOf<THospitalPreview>(
      await send(t.app, 'GET', `/api/hospitals/preview?hospitalId=${h.hospital.id}`, doctor.token),
    );
    // Internal Medicine's only privilege is disabled: nothing to pick there.
    expect(preview.requirements.departments).toEqual(['Cardiology']);

    // Enabled again, it is offered again (as version 3).
    const v3 = await c.updated(
      admin.token,
      h.privileges.admitting.key,
      privilegeBody({ department: 'Internal Medicine', name: 'Admitting', enabled: true, formKey: null }),
    );
    expect((await catalogueOf(h, doctor)).map((d) => d.privileges.map((p) => p.id))).toEqual([
      [v2.id, h.privileges.echo.id],
      [v3.id],
    ]);
  });

  it('refuses a new pick of a superseded version (409) or of a disabled privilege (404)', async () => {
    const { h, admin, c } = await setUp();
    const { pick, picked } = await startApplication(h);
    const v2 = await c.updated(admin.token, h.privileges.cath.key, cathV2);
    const stale = expectError(await pick(h.privileges.cath.id), 409, 'CONFLICT');
    expect(stale.message).toBe('This privilege was updated; reload the list and pick it again');
    await c.updated(
      admin.token,
      h.privileges.echo.key,
      privilegeBody({ name: 'Echocardiography', enabled: false }),
    );
    // Disabled: neither its old version nor its current one can be picked.
    expect(expectError(await pick(h.privileges.echo.id), 404, 'NOT_FOUND').message).toBe(
      'Privilege not found',
    );
    const [, echoV2] = await c.versionList(admin.token, h.privileges.echo.key).then((list) => list.reverse());
    expectError(await pick(echoV2.id), 404, 'NOT_FOUND');
    expect(await picked()).toEqual([]);

    expect(resultOf<TPickedPrivilege>(await pick(v2.id), 201)).toMatchObject({
      privilegeId: v2.id,
      name: cathV2.name,
    });
  });

  it('keeps the version a doctor picked when the admin writes a new one', async () => {
    const { h, admin, c } = await setUp();
    const first = await startApplication(h);
    const v1 = resultOf<TPickedPrivilege>(await first.pick(h.privileges.cath.id), 201);
    const v2 = await c.updated(admin.token, h.privileges.cath.key, cathV2);

    // The application still asks for version 1, by its name, with its form response.
    expect(await first.picked()).toEqual([v1]);
    expect(v1).toMatchObject({ privilegeId: h.privileges.cath.id, name: 'Cardiac catheterisation' });
    // Picking it again answers what the application holds; it is not refused as outdated.
    expect(resultOf<TPickedPrivilege>(await first.pick(h.privileges.cath.id), 200)).toEqual(v1);
    // Version 1's criteria are kept with the row the application points at.
    const versions = await c.versionList(admin.token, h.privileges.cath.key);
    expect(versions.find((v) => v.id === v1.privilegeId)).toMatchObject({
      version: 1,
      name: 'Cardiac catheterisation',
      criteria: '50 cases in 2 years',
    });

    // The same application may add version 2; applications count each application once.
    await first.pick(v2.id);
    const second = await startApplication(h);
    resultOf(await second.pick(v2.id), 201);
    expect((await first.picked()).map((p) => p.name)).toEqual(['Cardiac catheterisation', cathV2.name]);
    const listed = await c.listed(admin.token);
    expect(listed.find((p) => p.key === h.privileges.cath.key)).toMatchObject({
      version: 2,
      applications: 2,
    });
    expect(listed.find((p) => p.key === h.privileges.echo.key)).toMatchObject({ applications: 0 });
  });
});
