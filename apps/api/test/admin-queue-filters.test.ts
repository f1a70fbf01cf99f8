import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAdminQueueItem,
  TAdminQueueOptions,
  TAdminQueuePage,
  TAdminStatusCounts,
  TApplicationStatus,
} from '@docapply/contracts';
import { applicationPrivileges, applications, hospitalAdmins } from '@/core/db/schema';
import { expectError } from './helpers/auth';
import { createHospitalAdmin, createPerson, type TPerson } from './helpers/people';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';

type TRow = {
  id: string;
  status: TApplicationStatus;
  assigneeId: string | null;
  flagCount: number;
  submittedAt: string;
  departments: string[];
};

/**
 * The desk's filters: assignee (me, unassigned, a person), red flags, submission days in the
 * admin's time zone and privilege department, each alone and with status, search and paging, the
 * total and the tab counts following them, in no more statements than before.
 */
describe("the queue's desk filters", () => {
  let t: TTestApp;
  let h1: TTestHospital;
  let h2: TTestHospital;
  let hana: TPerson;
  let omar: TPerson;
  const rows: TRow[] = [];

  const queue = async (query: string, token = hana.token) =>
    resultOf<TAdminQueuePage>(await send(t.app, 'GET', `/api/admin/applications?${query}`, token));

  async function walk(query: string): Promise<TAdminQueueItem[]> {
    const seen: TAdminQueueItem[] = [];
    let page = await queue(`${query}&limit=2`);
    seen.push(...page.data);
    while (page.nextCursor) {
      page = await queue(`${query}&limit=2&cursor=${encodeURIComponent(page.nextCursor)}`);
      seen.push(...page.data);
    }
    return seen;
  }

  /** The ids the filter should keep, newest first (submission times are all distinct here). */
  const expected = (keep: (row: TRow) => boolean) =>
    rows
      .filter(keep)
      .sort((a, b) => (a.submittedAt < b.submittedAt ? 1 : -1))
      .map((row) => row.id);

  /** Every third application is at the second hospital (see beforeAll). */
  function isH2(row: TRow) {
    return rows.indexOf(row) % 3 === 2;
  }

  beforeAll(async () => {
    t = await createTestApp();
    h1 = await createHospitalWithForms(t.db);
    h2 = await createHospitalWithForms(t.db);
    hana = await createHospitalAdmin(t, 'Hana', 'Admin', h1.hospital.id);
    await t.db.insert(hospitalAdmins).values({ hospitalId: h2.hospital.id, userId: hana.id });
    omar = await createHospitalAdmin(t, 'Omar', 'Office', h1.hospital.id);
    const doctor = await createPerson(t, 'Dana', 'Doctor');
    const statuses: TApplicationStatus[] = ['applied', 'in-review', 'finalise', 'in-review'];
    // Twelve applications, one a day from Feb 27 at 03:00 UTC (the evening before in Chicago).
    for (let i = 0; i < 12; i++) {
      const hospital = i % 3 === 2 ? h2 : h1;
      const assigneeId = i % 4 === 0 ? hana.id : i % 4 === 1 ? omar.id : null;
      const flagCount = i % 5 === 0 ? 2 : 0;
      const submittedAt = new Date(Date.UTC(2026, 1, 27 + i, 3)).toISOString();
      const status = statuses[i % 4];
      const [row] = await t.db
        .insert(applications)
        .values({
          doctorId: doctor.id,
          hospitalId: hospital.hospital.id,
          status,
          submittedAt: new Date(submittedAt),
          assigneeId,
          flagCount,
        })
        .returning();
      const picked =
        i % 2 === 0 ? [hospital.privileges.cath] : i % 3 === 0 ? [hospital.privileges.admitting] : [];
      if (picked.length > 0) {
        await t.db
          .insert(applicationPrivileges)
          .values(picked.map((p) => ({ applicationId: row.id, privilegeId: p.id })));
      }
      rows.push({
        id: row.id,
        status,
        assigneeId,
        flagCount,
        submittedAt,
        departments: picked.map((p) => p.department),
      });
    }
    // A draft assigned to Hana never shows.
    await t.db
      .insert(applications)
      .values({ doctorId: doctor.id, hospitalId: h1.hospital.id, assigneeId: hana.id });
  });
  afterAll(async () => {
    await t.close();
  });

  it('filters by assignee: me, unassigned or one person, and shows each row’s assignee and flags', async () => {
    const mine = await walk('assignee=me');
    expect(mine.map((row) => row.id)).toEqual(expected((row) => row.assigneeId === hana.id));
    expect(mine[0].assignee).toEqual({ id: hana.id, name: 'Hana Admin' });
    // Omar's "me" is Omar: the same link means the reader's own applications.
    const omars = resultOf<TAdminQueuePage>(
      await send(t.app, 'GET', '/api/admin/applications?assignee=me', omar.token),
    );
    expect(omars.data.map((row) => row.id)).toEqual(
      expected((row) => row.assigneeId === omar.id && !isH2(row)),
    );
    expect((await walk(`assignee=${omar.id}`)).map((row) => row.id)).toEqual(
      expected((row) => row.assigneeId === omar.id),
    );
    const none = await walk('assignee=none');
    expect(none.map((row) => row.id)).toEqual(expected((row) => row.assigneeId === null));
    expect(none.every((row) => row.assignee === null)).toBe(true);
    const flagged = await walk('flagged=true');
    expect(flagged.map((row) => row.id)).toEqual(expected((row) => row.flagCount > 0));
    expect(flagged.map((row) => row.flagCount)).toEqual(flagged.map(() => 2));
    expect((await walk('flagged=false')).map((row) => row.id)).toEqual(
      expected((row) => row.flagCount === 0),
    );
  });

  it("reads submission days in the admin's time zone, both ends included", async () => {
    // Mar 1 to Mar 3 in UTC: the rows of Mar 1, 2 and 3 at 03:00 UTC.
    const utc = await walk('submittedFrom=2026-03-01&submittedTo=2026-03-03');
    const between = (from: string, to: string) => (row: TRow) =>
      row.submittedAt >= from && row.submittedAt < to;
    expect(utc.map((row) => row.id)).toEqual(expected(between('2026-03-01T00:00Z', '2026-03-04T00:00Z')));
    expect(utc).toHaveLength(3);
    // In Chicago, 03:00 UTC is the evening before: the same days hold the rows of Mar 2, 3 and 4 UTC.
    const chicago = await walk('submittedFrom=2026-03-01&submittedTo=2026-03-03&tz=America%2FChicago');
    expect(chicago.map((row) => row.id)).toEqual(expected(between('2026-03-01T06:00Z', '2026-03-04T06:00Z')));
    expect((await walk('submittedFrom=2026-03-08')).map((row) => row.id)).toEqual(
      expected(between('2026-03-08', '2026-12-31')),
    );
    expect((await walk('submittedTo=2026-02-28')).map((row) => row.id)).toEqual(
      expected(between('2026-01-01', '2026-03-01')),
    );
  });

  it('filters by the department of a requested privilege', async () => {
    const cardiology = await walk('department=Cardiology');
    expect(cardiology.map((row) => row.id)).toEqual(
      expected((row) => row.departments.includes('Cardiology')),
    );
    const medicine = await walk('department=Internal%20Medicine');
    expect(medicine.map((row) => row.id)).toEqual(
      expected((row) => row.departments.includes('Internal Medicine')),
    );
    expect((await queue('department=Dermatology')).data).toEqual([]);
  });

  it('combines the filters with status, hospital and search; the total and the counts follow them', async () => {
    const keep = (row: TRow) => row.assigneeId === null && row.status === 'in-review' && !isH2(row);
    const query = `assignee=none&status=in-review&hospitalId=${h1.hospital.id}&q=dana`;
    const first = await queue(query);
    expect(first.total).toBe(expected(keep).length);
    expect((await walk(query)).map((row) => row.id)).toEqual(expected(keep));

    const counts = resultOf<TAdminStatusCounts>(
      await send(t.app, 'GET', '/api/admin/applications/counts?assignee=none&flagged=false', hana.token),
    );
    const narrowed = (row: TRow) => row.assigneeId === null && row.flagCount === 0;
    expect(counts.total).toBe(expected(narrowed).length);
    expect(counts.data['in-review']).toBe(
      expected((row) => narrowed(row) && row.status === 'in-review').length,
    );
    expect(counts.data.approved).toBe(0);
    // The page's total without a search agrees with the counts.
    expect((await queue('assignee=none&flagged=false')).total).toBe(counts.total);
    expect((await queue('assignee=none&flagged=false&status=in-review')).total).toBe(
      counts.data['in-review'],
    );
    // Another hospital's id narrows the counts to nothing, as without the filters.
    const other = await createHospitalWithForms(t.db);
    const none = resultOf<TAdminStatusCounts>(
      await send(
        t.app,
        'GET',
        `/api/admin/applications/counts?assignee=me&hospitalId=${other.hospital.id}`,
        hana.token,
      ),
    );
    expect(none.total).toBe(0);
  });

  it('costs no more statements with the filters than without', async () => {
    const urls = [
      '/api/admin/applications?assignee=me&flagged=true&submittedFrom=2026-03-01&department=Cardiology',
      '/api/admin/applications?assignee=none&q=dana&tz=Europe%2FParis&submittedTo=2026-03-10',
      '/api/admin/applications/counts?assignee=me&department=Cardiology',
      '/api/admin/applications/filter-options',
    ];
    for (const url of urls) {
      const statements = await t.captureStatements(() => send(t.app, 'GET', url, hana.token));
      expect(statements.length, `${url}\n${statements.join('\n')}`).toBeLessThanOrEqual(3);
    }
    const first = await queue('assignee=none&limit=1');
    const next = await t.captureStatements(() =>
      send(
        t.app,
        'GET',
        `/api/admin/applications?assignee=none&limit=1&cursor=${first.nextCursor}`,
        hana.token,
      ),
    );
    expect(next.length).toBeLessThanOrEqual(2);
  });

  it("offers the admin's hospitals' administrators and departments to pick from", async () => {
    const options = resultOf<TAdminQueueOptions>(
      await send(t.app, 'GET', '/api/admin/applications/filter-options', hana.token),
    );
    expect(options.assignees.map((person) => person.name)).toEqual(['Hana Admin', 'Omar Office']);
    expect(options.departments).toEqual(['Cardiology', 'Internal Medicine']);
    const other = await createHospitalWithForms(t.db);
    const elsewhere = resultOf<TAdminQueueOptions>(
      await send(
        t.app,
        'GET',
        `/api/admin/applications/filter-options?hospitalId=${other.hospital.id}`,
        hana.token,
      ),
    );
    expect(elsewhere).toEqual({ assignees: [], departments: [] });
    const doctor = await createPerson(t, 'Dan', 'Doctor');
    expectError(await send(t.app, 'GET', '/api/admin/applications/filter-options', doctor.token), 403);
  });

  it('answers 400 naming the field to a bad filter, on the queue and the counts', async () => {
    const cases: [string, string][] = [
      ['assignee=bob', 'assignee'],
      ['flagged=yes', 'flagged'],
      ['submittedFrom=2026-02-30', 'submittedFrom'],
      ['submittedTo=03/01/2026', 'submittedTo'],
      ['submittedFrom=2026-03-05&submittedTo=2026-03-01', 'submittedTo'],
      ['tz=Mars%2FOlympus', 'tz'],
      [`department=${'x'.repeat(201)}`, 'department'],
    ];
    for (const [query, field] of cases) {
      for (const path of ['/api/admin/applications', '/api/admin/applications/counts']) {
        const error = expectError(
          await send(t.app, 'GET', `${path}?${query}`, hana.token),
          400,
          'VALIDATION',
        );
        expect(error.fields, `${path}?${query}`).toHaveProperty(field);
      }
    }
  });
});
