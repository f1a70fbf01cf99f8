import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  TAdminQueueItem,
  TAdminQueuePage,
  TAdminStatusCounts,
  TApplicationStatus,
} from '@docapply/contracts';
import { applications, hospitalAdmins, users } from '@/core/db/schema';
import { createUserWithToken, expectError, randomEmail } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send, type TTestHospital } from './application-fixtures';

/** The queue: filters, search, both sorts, keyset paging (ties included), counts and bad input. */
describe('the hospital admin’s queue', () => {
  let t: TTestApp;
  let h1: TTestHospital;
  let h2: TTestHospital;
  let token: string;
  /** Every application this admin may see, as inserted. */
  const rows: {
    id: string;
    hospitalId: string;
    status: TApplicationStatus;
    submittedAt: string;
    email: string;
  }[] = [];

  async function insertDoctor(firstName: string, lastName: string, email = randomEmail()) {
    const [user] = await t.db
      .insert(users)
      .values({ email, passwordHash: 'not-a-hash', firstName, lastName, roles: ['doctor'] })
      .returning();
    return user;
  }

  /** `at` is a timestamp literal 'YYYY-MM-DD HH:MM:SS.uuuuuu+00' (microseconds matter here). */
  async function insertApplication(
    hospitalId: string,
    status: TApplicationStatus,
    at: string,
    doctor?: { id: string; email: string },
  ) {
    const owner = doctor ?? (await insertDoctor('Sam', 'Taylor'));
    const [row] = await t.db
      .insert(applications)
      .values({
        doctorId: owner.id,
        hospitalId,
        status,
        submittedAt: status === 'draft' ? null : sql`${at}::timestamptz`,
      })
      .returning();
    if (status !== 'draft') {
      rows.push({ id: row.id, hospitalId, status, submittedAt: at, email: owner.email });
    }
    return row.id;
  }

  const queue = async (query = '') =>
    resultOf<TAdminQueuePage>(await send(t.app, 'GET', `/api/admin/applications${query}`, token));

  /** Every page from the first, following nextCursor. */
  async function walk(query: string) {
    const seen: TAdminQueueItem[] = [];
    let page = await queue(`?${query}`);
    let pages = 1;
    seen.push(...page.data);
    while (page.nextCursor) {
      page = await queue(`?${query}&cursor=${encodeURIComponent(page.nextCursor)}`);
      expect(page).not.toHaveProperty('total');
      seen.push(...page.data);
      pages++;
    }
    return { seen, pages };
  }

  beforeAll(async () => {
    t = await createTestApp();
    h1 = await createHospitalWithForms(t.db);
    h2 = await createHospitalWithForms(t.db);
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    await t.db.insert(hospitalAdmins).values([
      { hospitalId: h1.hospital.id, userId: admin.user.id },
      { hospitalId: h2.hospital.id, userId: admin.user.id },
    ]);
    token = admin.token;
    const statuses: TApplicationStatus[] = [
      'applied',
      'in-review',
      'information-requested',
      'finalise',
      'approved',
      'rejected',
    ];
    // 24 applications over 2 hospitals; groups of four share one submission instant, and two
    // differ only by a microsecond (a page boundary must neither skip nor repeat any of them).
    for (let i = 0; i < 24; i++) {
      const minute = String(Math.floor(i / 4)).padStart(2, '0');
      const hospitalId = i % 2 === 0 ? h1.hospital.id : h2.hospital.id;
      await insertApplication(hospitalId, statuses[i % 6], `2026-03-01 10:${minute}:00.000000+00`);
    }
    await insertApplication(h1.hospital.id, 'applied', '2026-03-01 11:00:00.000001+00');
    await insertApplication(h1.hospital.id, 'applied', '2026-03-01 11:00:00.000002+00');
    await insertApplication(
      h1.hospital.id,
      'in-review',
      '2026-03-01 12:00:00.000000+00',
      await insertDoctor('Eleanor', "O'Brien-Vance", `eleanor.vance.${Date.now()}@example.com`),
    );
    await insertApplication(
      h2.hospital.id,
      'finalise',
      '2026-03-01 12:30:00.000000+00',
      await insertDoctor('Kwame', 'Mensah_Boateng'),
    );
    // Drafts and another hospital's applications never show.
    await insertApplication(h1.hospital.id, 'draft', '');
    const elsewhere = await createHospitalWithForms(t.db);
    await t.db.insert(applications).values({
      doctorId: (await insertDoctor('Other', 'Hospital')).id,
      hospitalId: elsewhere.hospital.id,
      status: 'applied',
      submittedAt: new Date(),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  function expected(sort: 'desc' | 'asc', keep: (row: (typeof rows)[number]) => boolean = () => true) {
    const sorted = rows.filter(keep).sort((a, b) => {
      // One literal format throughout, so text order is time order; uuids compare as PostgreSQL does.
      const byTime = a.submittedAt < b.submittedAt ? -1 : a.submittedAt > b.submittedAt ? 1 : 0;
      const byId = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
      return (byTime || byId) * (sort === 'asc' ? 1 : -1);
    });
    return sorted.map((row) => row.id);
  }

  it('pages through every row exactly once, newest first and oldest first, ties included', async () => {
    const newest = await walk('limit=5');
    expect(newest.seen.map((row) => row.id)).toEqual(expected('desc'));
    expect(newest.pages).toBe(Math.ceil(rows.length / 5));
    expect(new Set(newest.seen.map((row) => row.id)).size).toBe(rows.length);
    const oldest = await walk('limit=3&sort=submitted-asc');
    expect(oldest.seen.map((row) => row.id)).toEqual(expected('asc'));
    // One row a page: a page boundary between every two rows, the microsecond pair included.
    const single = await walk('limit=1');
    expect(single.seen.map((row) => row.id)).toEqual(expected('desc'));

    const first = await queue('?limit=2');
    expect(first.total).toBe(rows.length);
    expect(first.data[0]).toMatchObject({
      status: 'finalise',
      hospitalId: h2.hospital.id,
      hospitalName: h2.hospital.name,
      doctor: { name: 'Kwame Mensah_Boateng' },
      submittedAt: '2026-03-01T12:30:00.000Z',
    });
    // Default limit is 25.
    expect((await queue()).data).toHaveLength(25);
    const last = await queue(`?limit=${rows.length}`);
    expect(last.nextCursor).toBeNull();
  });

  it('filters by status list and by hospital, and keeps paging within the filter', async () => {
    const inReview = (row: (typeof rows)[number]) => ['in-review', 'finalise'].includes(row.status);
    const filtered = await walk('status=in-review,finalise&limit=2');
    expect(filtered.seen.map((row) => row.id)).toEqual(expected('desc', inReview));
    expect((await queue('?status=in-review,finalise')).total).toBe(rows.filter(inReview).length);

    const onlyH1 = await walk(`hospitalId=${h1.hospital.id}&limit=4&sort=submitted-asc`);
    expect(onlyH1.seen.map((row) => row.id)).toEqual(
      expected('asc', (row) => row.hospitalId === h1.hospital.id),
    );
    const both = await walk(`hospitalId=${h2.hospital.id}&status=rejected&limit=1`);
    expect(both.seen.map((row) => row.id)).toEqual(
      expected('desc', (row) => row.hospitalId === h2.hospital.id && row.status === 'rejected'),
    );
  });

  it('searches the doctor’s name (any part, any case) and email (its start)', async () => {
    const names = async (q: string) =>
      (await queue(`?q=${encodeURIComponent(q)}`)).data.map((row) => row.doctor.name);
    expect(await names('ELEANOR')).toEqual(["Eleanor O'Brien-Vance"]);
    expect(await names("o'brien")).toEqual(["Eleanor O'Brien-Vance"]);
    expect(await names('nor o')).toEqual(["Eleanor O'Brien-Vance"]);
    expect(await names('Eleanor.Vance.')).toEqual(["Eleanor O'Brien-Vance"]);
    // LIKE's wildcards are searched for literally.
    expect(await names('mensah_')).toEqual(['Kwame Mensah_Boateng']);
    expect(await names('_')).toEqual(['Kwame Mensah_Boateng']);
    expect(await names('%')).toEqual([]);
    expect(await names('vance.')).toEqual([]);
    const taylors = await queue('?q=sam taylor&limit=5');
    expect(taylors.total).toBe(rows.length - 2);
  });

  it('counts per status, zeros included, within the admin’s hospitals', async () => {
    const counts = resultOf<TAdminStatusCounts>(
      await send(t.app, 'GET', '/api/admin/applications/counts', token),
    );
    const byStatus = (status: TApplicationStatus) => rows.filter((row) => row.status === status).length;
    expect(counts).toEqual({
      data: {
        applied: byStatus('applied'),
        'in-review': byStatus('in-review'),
        'information-requested': byStatus('information-requested'),
        finalise: byStatus('finalise'),
        approved: byStatus('approved'),
        rejected: byStatus('rejected'),
      },
      total: rows.length,
    });
    const h1Counts = resultOf<TAdminStatusCounts>(
      await send(t.app, 'GET', `/api/admin/applications/counts?hospitalId=${h1.hospital.id}`, token),
    );
    expect(h1Counts.total).toBe(rows.filter((row) => row.hospitalId === h1.hospital.id).length);

    const empty = await createHospitalWithForms(t.db);
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    await t.db.insert(hospitalAdmins).values({ hospitalId: empty.hospital.id, userId: admin.user.id });
    const none = resultOf<TAdminStatusCounts>(
      await send(t.app, 'GET', '/api/admin/applications/counts', admin.token),
    );
    expect(none).toEqual({
      data: { applied: 0, 'in-review': 0, 'information-requested': 0, finalise: 0, approved: 0, rejected: 0 },
      total: 0,
    });
  });

  it('answers 400 in the error shape to a bad cursor, limit, status, sort or hospital', async () => {
    const page = await queue('?limit=1');
    const cursor = page.nextCursor ?? '';
    const tampered = Buffer.from(JSON.stringify(['2026-03-01T10:00:00Z', 'x'])).toString('base64url');
    for (const bad of [
      'nonsense',
      tampered,
      cursor.slice(0, -4),
      Buffer.from('[1,2]').toString('base64url'),
    ]) {
      const error = expectError(
        await send(t.app, 'GET', `/api/admin/applications?cursor=${encodeURIComponent(bad)}`, token),
        400,
        'BAD_REQUEST',
      );
      expect(error.message).toBe('This page link is no longer valid. Start from the first page.');
    }
    expect(
      expectError(await send(t.app, 'GET', '/api/admin/applications?limit=101', token), 400, 'VALIDATION')
        .fields,
    ).toHaveProperty('limit');
    for (const query of [
      'limit=0',
      'status=draft',
      'status=applied,nope',
      'sort=name',
      'hospitalId=abc',
      'page=2',
    ]) {
      expectError(await send(t.app, 'GET', `/api/admin/applications?${query}`, token), 400, 'VALIDATION');
    }
    expectError(
      await send(t.app, 'GET', '/api/admin/applications/counts?hospitalId=abc', token),
      400,
      'VALIDATION',
    );
    expect((await queue('?limit=100')).data).toHaveLength(rows.length);
  });
});
