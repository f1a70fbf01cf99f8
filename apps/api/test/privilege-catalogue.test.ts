import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { PRIVILEGE_FORM, createHospitalWithForms, send, type TTestHospital } from './application-fixtures';
import { auditRowsOf, catalogueClient, privilegeBody } from './privilege-catalogue-helpers';

describe('privilege catalogue editor', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let admin: TPerson;
  let c: ReturnType<typeof catalogueClient>;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
    admin = await createHospitalAdmin(t, 'Ada', 'Lovelace', h.hospital.id);
    c = catalogueClient(t, h.hospital.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens to the hospital’s admins and platform admins only', async () => {
    const other = await createHospitalWithForms(t.db);
    const otherAdmin = await createHospitalAdmin(t, 'Oscar', 'Other', other.hospital.id);
    const doctor = await createPerson(t, 'Dana', 'Doctor');
    const platform = await createPerson(t, 'Pat', 'Platform', ['platform_admin']);
    const key = h.privileges.cath.key;
    const everyCall = (token: string) => [
      c.list(token),
      c.create(token, privilegeBody({ name: 'Not written' })),
      c.update(token, key, privilegeBody({ name: 'Not written' })),
      c.versions(token, key),
    ];
    for (const response of await Promise.all(everyCall(doctor.token))) {
      expectError(response, 403, 'FORBIDDEN');
    }
    for (const response of await Promise.all(everyCall(otherAdmin.token))) {
      expect(expectError(response, 404, 'NOT_FOUND').message).toBe('Hospital not found');
    }
    for (const response of await Promise.all(everyCall(''))) {
      expectError(response, 401);
    }
    // Their own hospital in the query does not reach this hospital's privilege either.
    const sideways = await catalogueClient(t, other.hospital.id).update(
      otherAdmin.token,
      key,
      privilegeBody(),
    );
    expect(expectError(sideways, 404, 'NOT_FOUND').message).toBe('Privilege not found');

    expect((await c.listed(platform.token)).map((p) => p.name)).toEqual([
      'Cardiac catheterisation',
      'Echocardiography',
      'Admitting',
    ]);
    expect(await c.versionList(admin.token, key)).toHaveLength(1);
    const nowhere = await catalogueClient(t, randomUUID()).list(platform.token);
    expectError(nowhere, 404, 'NOT_FOUND');
  });

  it('lists the current version of each privilege with its form and author, disabled ones too', async () => {
    const fresh = await createHospitalWithForms(t.db);
    const freshAdmin = await createHospitalAdmin(t, 'Grace', 'Hopper', fresh.hospital.id);
    const fc = catalogueClient(t, fresh.hospital.id);
    const disabled = await fc.updated(
      freshAdmin.token,
      fresh.privileges.admitting.key,
      privilegeBody({
        department: 'Internal Medicine',
        name: 'Admitting',
        criteria: 'None',
        enabled: false,
        formKey: null,
      }),
    );
    const list = await fc.listed(freshAdmin.token);
    expect(list).toEqual([
      {
        id: fresh.privileges.cath.id,
        key: fresh.privileges.cath.key,
        version: 1,
        department: 'Cardiology',
        name: 'Cardiac catheterisation',
        criteria: '50 cases in 2 years',
        requirements: {},
        isCore: true,
        enabled: true,
        formKey: 'privilege-cardiac-cath',
        formTitle: 'Cardiac cath',
        // For every practitioner type (issue 42).
        practitionerTypes: [],
        applications: 0,
        updatedAt: fresh.privileges.cath.createdAt.toISOString(),
        // Seeded rows have no author.
        updatedBy: null,
      },
      expect.objectContaining({ name: 'Echocardiography', formKey: 'privilege-echo', formTitle: 'Echo' }),
      expect.objectContaining({
        id: disabled.id,
        version: 2,
        name: 'Admitting',
        enabled: false,
        formKey: null,
        formTitle: null,
        updatedBy: 'Grace Hopper',
      }),
    ]);
  });

  it('creates version 1, writes version n+1 on each save and keeps every version, audited', async () => {
    const body = privilegeBody({ name: 'Stress echo' });
    const created = await c.created(admin.token, body);
    const { formKey, ...rest } = body;
    expect(created).toMatchObject({ ...rest, formKey, formTitle: 'Echo', version: 1, applications: 0 });
    expect(created.updatedBy).toBe('Ada Lovelace');
    expect((await c.listed(admin.token)).filter((p) => p.key === created.key)).toEqual([created]);

    const changed = privilegeBody({ name: 'Stress echocardiography', enabled: false, requirements: {} });
    const second = await c.updated(admin.token, created.key, changed);
    expect(second).toMatchObject({
      key: created.key,
      version: 2,
      name: 'Stress echocardiography',
      enabled: false,
    });
    expect(second.id).not.toBe(created.id);
    // The editor lists one entry per privilege: its current version.
    expect((await c.listed(admin.token)).filter((p) => p.key === created.key)).toEqual([second]);
    const versions = await c.versionList(admin.token, created.key);
    expect(versions.map((v) => [v.version, v.id, v.name, v.enabled])).toEqual([
      [2, second.id, 'Stress echocardiography', false],
      [1, created.id, 'Stress echo', true],
    ]);
    expect(versions[1].requirements).toEqual(body.requirements);

    // Saving what is already there writes no version and no audit row.
    expect(await c.updated(admin.token, created.key, changed)).toEqual(second);
    const audit = await auditRowsOf(t, created.key);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['privilege.update', admin.id],
      ['privilege.create', admin.id],
    ]);
    expect(audit[0].data).toEqual({
      hospitalId: h.hospital.id,
      key: created.key,
      version: 2,
      changes: {
        name: { from: 'Stress echo', to: 'Stress echocardiography' },
        enabled: { from: true, to: false },
        requirements: { from: body.requirements, to: {} },
      },
    });
    expect(audit[1].data).toMatchObject({ hospitalId: h.hospital.id, key: created.key, version: 1 });
    expect(Object.keys((audit[1].data as { changes: object }).changes).sort()).toEqual(
      [
        'criteria',
        'department',
        'enabled',
        'form',
        'isCore',
        'name',
        'practitionerTypes',
        'requirements',
      ].sort(),
    );
  });

  it('lets saves at once each write a version of their own, never two of one number', async () => {
    const created = await c.created(admin.token, privilegeBody({ name: 'Contrast echo' }));
    const names = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => `Contrast echo ${letter}`);
    const responses = await Promise.all(
      names.map((name) => c.update(admin.token, created.key, privilegeBody({ name }))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(names.map(() => 200));
    const versions = await c.versionList(admin.token, created.key);
    expect(versions.map((v) => v.version)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(
      versions
        .slice(0, 6)
        .map((v) => v.name)
        .sort(),
    ).toEqual(names);
    expect((await c.listed(admin.token)).filter((p) => p.key === created.key)).toEqual([
      expect.objectContaining({ version: 7 }),
    ]);
  });

  it('takes a privilege form of this hospital, at its latest published version', async () => {
    const other = await createHospitalWithForms(t.db);
    await t.db.insert(forms).values([
      {
        hospitalId: other.hospital.id,
        kind: 'privilege',
        key: 'privilege-elsewhere',
        title: 'X',
        definition: PRIVILEGE_FORM,
      },
      {
        hospitalId: h.hospital.id,
        kind: 'privilege',
        key: 'privilege-unpublished',
        title: 'Draft only',
        definition: PRIVILEGE_FORM,
        publishedAt: null,
      },
      {
        hospitalId: h.hospital.id,
        kind: 'privilege',
        key: 'privilege-echo',
        version: 2,
        title: 'Echo, revised',
        definition: PRIVILEGE_FORM,
      },
      {
        hospitalId: h.hospital.id,
        kind: 'privilege',
        key: 'privilege-echo',
        version: 3,
        title: 'Echo, being edited',
        definition: PRIVILEGE_FORM,
        publishedAt: null,
      },
    ]);
    const before = await c.listed(admin.token);
    const refusal = async (formKey: string) =>
      expectError(
        await c.create(admin.token, privilegeBody({ name: `With ${formKey}`, formKey })),
        400,
        'VALIDATION',
      ).fields;
    expect(await refusal('privilege-nothing')).toEqual({
      formKey: 'Choose a privilege form of this hospital',
    });
    expect(await refusal('privilege-elsewhere')).toEqual({
      formKey: 'Choose a privilege form of this hospital',
    });
    expect(await refusal('privilege-unpublished')).toEqual({ formKey: 'Publish this form first' });
    expect(await refusal('application')).toEqual({ formKey: 'Choose a privilege form' });
    expect(await c.listed(admin.token)).toEqual(before);

    const latest = await c.created(admin.token, privilegeBody({ name: 'Bubble study' }));
    expect(latest).toMatchObject({ formKey: 'privilege-echo', formTitle: 'Echo, revised' });
    const none = await c.created(admin.token, privilegeBody({ name: 'Bedside echo', formKey: null }));
    expect(none).toMatchObject({ formKey: null, formTitle: null });
  });

  it('refuses a name its department already has among current privileges', async () => {
    const taken = async (body: ReturnType<typeof privilegeBody>, key?: string) => {
      const response = key ? await c.update(admin.token, key, body) : await c.create(admin.token, body);
      return expectError(response, 400, 'VALIDATION').fields;
    };
    const message = 'This department already has a privilege with this name';
    expect(await taken(privilegeBody({ name: 'Echocardiography' }))).toEqual({ name: message });
    expect(await taken(privilegeBody({ name: ' echocardiography ', department: 'CARDIOLOGY' }))).toEqual({
      name: message,
    });
    expect(await taken(privilegeBody({ name: 'Echocardiography' }), h.privileges.cath.key)).toEqual({
      name: message,
    });
    expect(await taken(privilegeBody({ name: 'Echocardiography', formKey: 'privilege-nothing' }))).toEqual({
      name: message,
      formKey: 'Choose a privilege form of this hospital',
    });
    // Another department may use the name; a privilege keeps its own; an old version's name is free.
    await c.created(admin.token, privilegeBody({ name: 'Echocardiography', department: 'Radiology' }));
    const echo = privilegeBody({ name: 'Echocardiography', criteria: 'Board certified, 100 studies' });
    await c.updated(admin.token, h.privileges.echo.key, echo);
    await c.updated(admin.token, h.privileges.echo.key, { ...echo, name: 'Transthoracic echo' });
    await c.created(admin.token, privilegeBody({ name: 'Echocardiography' }));
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const key = h.privileges.admitting.key;
    // A malformed key names nothing: 404, like an unknown one.
    expectError(await c.update(admin.token, 'not-a-key', privilegeBody()), 404, 'NOT_FOUND');
    expectError(await c.versions(admin.token, 'not-a-key'), 404, 'NOT_FOUND');
    expectError(await c.versions(admin.token, randomUUID()), 404, 'NOT_FOUND');
    expectError(
      await c.update(admin.token, randomUUID(), privilegeBody({ name: 'Ghost' })),
      404,
      'NOT_FOUND',
    );
    const fieldsOf = async (body: unknown) =>
      Object.keys(expectError(await c.update(admin.token, key, body), 400, 'VALIDATION').fields ?? {});
    const zeroCases = privilegeBody({ requirements: { minCases: { count: 0, months: 24 } } });
    expect(await fieldsOf(zeroCases)).toEqual(['requirements.minCases.count']);
    expect(await fieldsOf({ ...privilegeBody(), requirements: { board: true } })).toEqual([
      'requirements.board',
    ]);
    expect(await fieldsOf({ ...privilegeBody(), requirements: { minCases: { count: 5 } } })).toEqual([
      'requirements.minCases.months',
    ]);
    expect(await fieldsOf({ ...privilegeBody(), hospitalId: h.hospital.id })).toEqual(['hospitalId']);
    expect(await fieldsOf({ ...privilegeBody(), name: '  ' })).toEqual(['name']);
    expect(await fieldsOf({ ...privilegeBody(), isCore: 'yes' })).toEqual(['isCore']);
    const noHospital = await send(t.app, 'GET', '/api/admin/privileges', admin.token);
    expectError(noHospital, 400, 'VALIDATION');
    expect(await c.versionList(admin.token, key)).toHaveLength(1);
  });
});
