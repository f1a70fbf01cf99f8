import dayjs from 'dayjs';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage, TFeedPrivilege, TTemporaryPrivilegeGrant } from '@docapply/contracts';
import { applicationPrivileges, applications, appointments } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { grantStepUp } from './helpers/factors';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';
import { addDays, createApprovedApplication, noonOf } from './appointment-fixtures';
import { upholdFppeRestriction } from './privileges-feed-fixtures';
import { createApiToken as createHospitalApiToken } from './helpers/api-tokens';
import type { TApiTokenScope } from '@docapply/contracts';

describe('privileges feed (issue 42)', () => {
  let t: TTestApp;
  let h: TTestHospital;
  let admin: TPerson;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db, { minReferences: 1 });
    admin = await createHospitalAdmin(t, 'Olive', 'Office', h.hospital.id);
    token = await createApiToken(admin, h.hospital.id, ['privileges:read']);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function createApiToken(by: TPerson, hospitalId: string, scopes: TApiTokenScope[]) {
    return (await createHospitalApiToken(t, { adminToken: by.token, hospitalId, scopes })).token;
  }

  const read = (path: string, bearer = token) =>
    t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${bearer}` } });

  /** Every page of the JSON feed, `limit` rows at a time. */
  async function readJson(bearer = token, limit = 500): Promise<TFeedPrivilege[]> {
    const rows: TFeedPrivilege[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = resultOf<TFeedPage>(
        await read(`/api/feed/privileges.json?limit=${limit}${query}`, bearer),
      );
      rows.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    return rows;
  }

  async function readCsv(bearer = token): Promise<Record<string, string>[]> {
    const response = await read('/api/feed/privileges.csv', bearer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return parse(response.body, { columns: true }) as Record<string, string>[];
  }

  const today = dayjs().format('YYYY-MM-DD');

  it('lists each grant, temporary grant and limit, and drops a privilege once it ends or lapses', async () => {
    expect(await readJson()).toEqual([]);
    // The office approves: the appointment grants admitting.
    const doctor = await createPerson(t, 'Amy', 'Practitioner');
    const approved = await createApprovedApplication(t, {
      doctor,
      admin,
      hospital: h,
      name: 'Amy Practitioner',
    });
    const [appointment] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.applicationId, approved.id));
    let rows = await readJson();
    expect(rows).toEqual([
      {
        practitionerId: doctor.id,
        practitionerName: 'Amy Practitioner',
        npi: '1234567893',
        privilegeCode: h.privileges.admitting.key,
        privilegeId: h.privileges.admitting.id,
        privilegeName: 'Admitting',
        department: 'Internal Medicine',
        conditions: null,
        startsOn: today,
        endsOn: appointment.endsOn,
        isTemporary: false,
        sourceId: appointment.id,
        status: 'active',
      },
    ]);
    expect(await readCsv()).toEqual([
      {
        practitioner_id: doctor.id,
        practitioner_name: 'Amy Practitioner',
        npi: '1234567893',
        privilege_code: h.privileges.admitting.key,
        privilege_name: 'Admitting',
        department: 'Internal Medicine',
        condition_kinds: '',
        conditions: '',
        starts_on: today,
        ends_on: appointment.endsOn,
        temporary: 'false',
        privilege_version_id: h.privileges.admitting.id,
        source_id: appointment.id,
        status: 'active',
      },
    ]);

    // A temporary grant on a pending application appears, flagged.
    const locum = await createPerson(t, 'Ben', 'Locum');
    const [pending] = await t.db
      .insert(applications)
      .values({ doctorId: locum.id, hospitalId: h.hospital.id, status: 'in-review', submittedAt: new Date() })
      .returning();
    await t.db.insert(applicationPrivileges).values([
      { applicationId: pending.id, privilegeId: h.privileges.cath.id },
      { applicationId: pending.id, privilegeId: h.privileges.echo.id },
    ]);
    await grantStepUp(t, admin.token);
    const grant = resultOf<TTemporaryPrivilegeGrant>(
      await send(t.app, 'POST', `/api/admin/applications/${pending.id}/temporary-privileges`, admin.token, {
        privilegeIds: [h.privileges.cath.id, h.privileges.echo.id],
        basis: 'patient-care-need',
        reason: 'Covers the cath lab on nights',
        startsOn: today,
        endsOn: addDays(today, 29),
      }),
      201,
    );
    rows = await readJson();
    const temporary = rows.filter((row) => row.isTemporary);
    expect(temporary.map((row) => [row.practitionerName, row.privilegeName, row.endsOn]).sort()).toEqual([
      ['Ben Locum', 'Cardiac catheterisation', addDays(today, 29)],
      ['Ben Locum', 'Echocardiography', addDays(today, 29)],
    ]);
    expect((await readCsv()).filter((row) => row.temporary === 'true')).toHaveLength(2);
    // Paged one row at a time, the same rows, none twice.
    expect(await readJson(token, 1)).toEqual(rows);

    // An upheld FPPE referral limits admitting: the limit is on the row.
    await upholdFppeRestriction(t, {
      doctorId: doctor.id,
      hospitalId: h.hospital.id,
      adminToken: admin.token,
      note: 'Supervised admissions only.',
    });
    const limited = (await readJson()).find((row) => row.sourceId === appointment.id);
    expect(limited?.conditions).toEqual({ kinds: ['limits'], text: 'Supervised admissions only.' });
    const limitedCsv = (await readCsv()).find((row) => row.source_id === appointment.id);
    expect(limitedCsv).toMatchObject({
      condition_kinds: 'limits',
      conditions: 'Supervised admissions only.',
    });

    // The office ends the temporary grant: its rows go.
    resultOf(
      await send(
        t.app,
        'POST',
        `/api/admin/applications/${pending.id}/temporary-privileges/${grant.id}/end`,
        admin.token,
        {
          reason: 'The committee met early',
        },
      ),
    );
    expect((await readJson()).map((row) => row.sourceId)).toEqual([appointment.id]);

    // The appointment lapses past its last day: nothing is held.
    await t.runJobs(noonOf(addDays(appointment.endsOn, 1)), { names: ['appointment-lapses'] });
    expect(await readJson()).toEqual([]);
    expect(await readCsv()).toEqual([]);
  });

  it('shows a token only its own hospital’s privileges, and refuses a missing token, a wrong scope and a bad cursor', async () => {
    const doctor = await createPerson(t, 'Cal', 'Practitioner');
    await createApprovedApplication(t, { doctor, admin, hospital: h, name: 'Cal Practitioner' });
    expect((await readJson()).map((row) => row.practitionerName)).toContain('Cal Practitioner');

    const other = await createHospitalWithForms(t.db);
    const otherAdmin = await createHospitalAdmin(t, 'Otto', 'Elsewhere', other.hospital.id);
    const otherToken = await createApiToken(otherAdmin, other.hospital.id, ['privileges:read']);
    expect(await readJson(otherToken)).toEqual([]);
    expect(await readCsv(otherToken)).toEqual([]);

    expectError(await t.app.inject({ method: 'GET', url: '/api/feed/privileges.json' }), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/api/feed/privileges.csv' }), 401);
    expectError(await read('/api/feed/privileges.json', 'dak_not-a-real-token'), 401);
    const fhirOnly = await createApiToken(admin, h.hospital.id, ['fhir:read']);
    expectError(await read('/api/feed/privileges.json', fhirOnly), 403);
    expectError(await read('/api/feed/privileges.csv', fhirOnly), 403);
    // A signed-in admin's session is not a feed token.
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/api/feed/privileges.json',
        headers: { 'x-auth-token': admin.token },
      }),
      401,
    );
    const badCursor = expectError(await read('/api/feed/privileges.json?cursor=bm90LWEtY3Vyc29y'), 400);
    expect(badCursor.fields).toHaveProperty('cursor');
    expectError(await read('/api/feed/privileges.json?limit=0'), 400);
  });
});
