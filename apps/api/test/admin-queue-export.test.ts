import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { applicationPrivileges, applications } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, send, type TTestHospital } from './application-fixtures';
import { readAttachment } from './helpers/attachment';

const header = (tz = 'UTC') => [
  'Doctor',
  'Email',
  'Hospital',
  'Status',
  `Submitted (${tz})`,
  'Assignee',
  'Red flags',
  'Privileges',
];

/** The queue as CSV: the same rows as the screen for the same filters, every page of them. */
describe("the queue's CSV export", () => {
  let t: TTestApp;
  let h: TTestHospital;
  let hana: TPerson;
  let doctor: TPerson;
  let trickster: TPerson;
  const EXTRA = 130;

  const exportCsv = (query = '', token = hana.token) =>
    send(t.app, 'GET', `/api/admin/applications/export${query ? `?${query}` : ''}`, token);

  function readCsv(body: string): string[][] {
    return parse(body, { bom: true }) as string[][];
  }

  beforeAll(async () => {
    t = await createTestApp();
    h = await createHospitalWithForms(t.db);
    hana = await createHospitalAdmin(t, 'Hana', 'Admin', h.hospital.id);
    doctor = await createPerson(t, 'Dana', 'Doctor');
    // A name a spreadsheet would run as a formula.
    trickster = await createPerson(t, '=HYPERLINK("http://evil.example")', 'Smith');
    const [flagged] = await t.db
      .insert(applications)
      .values({
        doctorId: doctor.id,
        hospitalId: h.hospital.id,
        status: 'in-review',
        submittedAt: new Date('2026-03-02T03:30:00Z'),
        assigneeId: hana.id,
        flagCount: 3,
      })
      .returning();
    await t.db.insert(applicationPrivileges).values([
      { applicationId: flagged.id, privilegeId: h.privileges.echo.id },
      { applicationId: flagged.id, privilegeId: h.privileges.cath.id },
      { applicationId: flagged.id, privilegeId: h.privileges.admitting.id },
    ]);
    await t.db.insert(applications).values({
      doctorId: trickster.id,
      hospitalId: h.hospital.id,
      status: 'applied',
      submittedAt: new Date('2026-03-01T12:00:00Z'),
    });
    // More than one page of the queue (100 rows a page), older than the two above.
    await t.db.insert(applications).values(
      Array.from({ length: EXTRA }, (_, i) => ({
        doctorId: doctor.id,
        hospitalId: h.hospital.id,
        status: 'approved' as const,
        submittedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('downloads every matching row as CSV, newest first, with the columns the office reads', async () => {
    const response = await exportCsv('tz=America%2FChicago');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(readAttachment(response.headers['content-disposition'])).toEqual({
      type: 'attachment',
      filename: expect.stringMatching(/^applications-\d{4}-\d{2}-\d{2}\.csv$/),
    });
    const [columns, ...records] = readCsv(response.body);
    expect(columns).toEqual(header('America/Chicago'));
    expect(records).toHaveLength(EXTRA + 2);
    expect(records[0]).toEqual([
      'Dana Doctor',
      doctor.email,
      h.hospital.name,
      'In review',
      // 03:30 UTC on Mar 2 is the evening of Mar 1 in Chicago.
      '2026-03-01 21:30',
      'Hana Admin',
      '3',
      'Cardiology: Cardiac catheterisation; Cardiology: Echocardiography; Internal Medicine: Admitting',
    ]);
    // The doctor's own text never runs in a spreadsheet.
    expect(records[1][0]).toBe(`'=HYPERLINK("http://evil.example") Smith`);
    expect(records[1].slice(3, 8)).toEqual(['Applied', '2026-03-01 06:00', '', '0', '']);
    expect(records.at(-1)?.[4]).toBe('2025-12-31 18:00');
  });

  it("keeps the queue's filters and order", async () => {
    const flagged = readCsv((await exportCsv('flagged=true')).body);
    expect(flagged.slice(1).map((row) => row[0])).toEqual(['Dana Doctor']);
    const mine = readCsv((await exportCsv('assignee=me&status=in-review,applied')).body);
    expect(mine).toHaveLength(2);
    const oldest = readCsv(
      (await exportCsv('status=approved&sort=submitted-asc&submittedTo=2026-01-01')).body,
    );
    expect(oldest.slice(1).map((row) => row[4])).toEqual(
      Array.from(
        { length: EXTRA },
        (_, i) =>
          `2026-01-01 ${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
      ),
    );
    const department = readCsv((await exportCsv('department=Internal%20Medicine')).body);
    expect(department.slice(1).map((row) => row[6])).toEqual(['3']);
  });

  it('exports nothing of another hospital and refuses doctors and bad filters', async () => {
    const other = await createHospitalWithForms(t.db);
    const elsewhere = await createHospitalAdmin(t, 'Elsa', 'Where', other.hospital.id);
    expect(readCsv((await exportCsv('', elsewhere.token)).body)).toEqual([header()]);
    expect(readCsv((await exportCsv(`hospitalId=${h.hospital.id}`, elsewhere.token)).body)).toEqual([
      header(),
    ]);
    expectError(await exportCsv('', doctor.token), 403, 'FORBIDDEN');
    expectError(await send(t.app, 'GET', '/api/admin/applications/export'), 401);
    for (const query of ['assignee=bob', 'limit=5', 'cursor=abc', 'tz=Nowhere', 'submittedFrom=2026-13-01']) {
      expectError(await exportCsv(query), 400, 'VALIDATION');
    }
  });
});
