import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ADMIN_QUEUE_SEARCH_TOTAL_CAP,
  type TAdminQueueItem,
  type TAdminQueuePage,
} from '@docapply/contracts';
import { hospitalAdmins } from '@/core/db/schema';
import { createUserWithToken } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { createHospitalWithForms, resultOf, send } from './application-fixtures';

const DOCTORS = 3000;

/**
 * A search answers the same rows whichever plan finds them: a broad one (a name many doctors have)
 * walks the queue in the page's order, a rare one starts from the matching doctors, and a search
 * broad in one hospital and rare in the other mixes both. Every page of every such search, in both
 * orders, with ties, status tabs and one hospital, equals the rows an independent query selects.
 */
describe('a queue search, broad or rare', () => {
  let t: TTestApp;
  let token: string;
  let adminId: string;
  const hospitalIds: string[] = [];

  const queue = async (query: string) =>
    resultOf<TAdminQueuePage>(await send(t.app, 'GET', `/api/admin/applications?${query}`, token));

  /** Every page of a search, in order, and the first page's total. */
  async function pageThrough(query: string) {
    const seen: TAdminQueueItem[] = [];
    const first = await queue(query);
    seen.push(...first.data);
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await queue(`${query}&cursor=${encodeURIComponent(cursor)}`);
      expect(page, query).not.toHaveProperty('total');
      seen.push(...page.data);
      cursor = page.nextCursor;
    }
    return { ids: seen.map((row) => row.id), rows: seen, first };
  }

  /** What the queue must answer, by a query of its own: the admin's submitted rows, the doctor matching. */
  async function expected(options: {
    name?: string;
    email?: string;
    statuses?: string[];
    hospitalId?: string;
    asc: boolean;
  }) {
    const direction = options.asc ? sql`asc` : sql`desc`;
    const match = options.name
      ? sql`lower(u.first_name || ' ' || u.last_name) like ${`%${options.name}%`}`
      : sql`u.email like ${`${options.email}%`}`;
    const result = (await t.db.execute(sql`select a.id from applications a
      join users u on u.id = a.doctor_id
      join hospital_admins ha on ha.hospital_id = a.hospital_id and ha.user_id = ${adminId}
      where a.submitted_at is not null and a.status <> 'draft' and ${match}
        ${options.statuses ? sql`and a.status = any(${`{${options.statuses.join(',')}}`}::text[])` : sql``}
        ${options.hospitalId ? sql`and a.hospital_id = ${options.hospitalId}` : sql``}
      order by a.submitted_at ${direction}, a.id ${direction}`)) as unknown as { rows: { id: string }[] };
    return result.rows.map((row) => row.id);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    token = admin.token;
    adminId = admin.user.id;
    for (let i = 0; i < 2; i++) {
      const hospital = await createHospitalWithForms(t.db);
      hospitalIds.push(hospital.hospital.id);
      await t.db.insert(hospitalAdmins).values({ hospitalId: hospital.hospital.id, userId: admin.user.id });
    }
    // Doctor n applies to hospital n % 2; four applications share each instant (two per hospital,
    // so the keyset breaks ties by id). Rivera: 1 doctor in 5 (broad). Okafor: 1 in 150 (rare, far
    // apart: more rows between two of them than the broad walk reads). Lindqvist: 1 in 3 of the
    // first hospital's doctors, 1 in 250 of the second's. 1 in 17 is a draft (never listed).
    await t.db.execute(sql`with doctors as (
        insert into users (email, password_hash, first_name, last_name, roles)
        select 'doc' || n || '@dense.example.org', 'not-a-hash', 'Dana',
          case when n % 5 = 0 then 'Rivera' when n % 150 in (1, 2) then 'Okafor'
            when n % 6 = 2 or n % 500 = 3 then 'Lindqvist' else 'Tran' end, '{doctor}'
        from generate_series(1, ${DOCTORS}::int) n
        returning id, substring(email from 'doc([0-9]+)@')::int n)
      insert into applications (doctor_id, hospital_id, status, submitted_at)
      select d.id, (array[${hospitalIds[0]}::uuid, ${hospitalIds[1]}::uuid])[1 + d.n % 2],
        case when d.n % 17 = 0 then 'draft'
          else (array['applied','in-review','approved','rejected'])[1 + d.n % 4] end,
        case when d.n % 17 = 0 then null
          else timestamptz '2026-01-01 00:00:00.123456+00' - (d.n / 4) * interval '1 minute' end
      from doctors d`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const orders = [
    { sort: 'submitted-desc', asc: false },
    { sort: 'submitted-asc', asc: true },
  ];

  it('pages through a broad name search to every match exactly once, in both orders', async () => {
    for (const { sort, asc } of orders) {
      const want = await expected({ name: 'rivera', asc });
      expect(want.length).toBeGreaterThan(500);
      const { ids, rows, first } = await pageThrough(`q=Rivera&limit=25&sort=${sort}`);
      expect(ids).toEqual(want);
      expect(first.total).toBe(Math.min(want.length, ADMIN_QUEUE_SEARCH_TOTAL_CAP));
      expect(rows.every((row) => row.doctor.name === 'Dana Rivera')).toBe(true);
    }
  });

  it('pages through a rare name search the same way', async () => {
    for (const { sort, asc } of orders) {
      const want = await expected({ name: 'okafor', asc });
      expect(want.length).toBeGreaterThan(10);
      const { ids, first } = await pageThrough(`q=okafor&limit=3&sort=${sort}`);
      expect(ids).toEqual(want);
      expect(first).toMatchObject({ total: want.length });
      expect(first).not.toHaveProperty('totalIsCapped');
    }
  });

  it('answers a search broad in one hospital and rare in the other, per tab and per hospital', async () => {
    const cases = [
      { query: 'q=lindqvist&limit=10', options: { name: 'lindqvist' } },
      {
        query: 'q=lindqvist&limit=4&status=applied,rejected',
        options: { name: 'lindqvist', statuses: ['applied', 'rejected'] },
      },
      {
        query: `q=lindqvist&limit=4&hospitalId=${hospitalIds[1]}`,
        options: { name: 'lindqvist', hospitalId: hospitalIds[1] },
      },
      { query: 'q=RIVERA&limit=7&status=in-review', options: { name: 'rivera', statuses: ['in-review'] } },
    ];
    for (const { query, options } of cases) {
      for (const { sort, asc } of orders) {
        const want = await expected({ ...options, asc });
        expect(want.length, query).toBeGreaterThan(0);
        const { ids, first } = await pageThrough(`${query}&sort=${sort}`);
        expect(ids, `${query}&sort=${sort}`).toEqual(want);
        // The total too, whether the walk settled it (a broad range) or the matched doctors did.
        expect(first.total, query).toBe(Math.min(want.length, ADMIN_QUEUE_SEARCH_TOTAL_CAP));
        expect(first.totalIsCapped ?? false, query).toBe(want.length > ADMIN_QUEUE_SEARCH_TOTAL_CAP);
      }
    }
  });

  it('pages through a broad email search (the start of the address) the same way', async () => {
    for (const { sort, asc } of orders) {
      const want = await expected({ email: 'doc1', asc });
      expect(want.length).toBeGreaterThan(500);
      const { ids, first } = await pageThrough(`q=DOC1&limit=50&sort=${sort}`);
      expect(ids).toEqual(want);
      expect(first.total).toBe(Math.min(want.length, ADMIN_QUEUE_SEARCH_TOTAL_CAP));
    }
  });

  // Each row keeps a copy of its doctor's name and email for the walk (migration 0014's triggers):
  // a Rivera renamed leaves the broad search's pages and its total, and is found by the new name.
  it('finds a doctor by the name and email they have now, in both plans', async () => {
    const before = await pageThrough('q=rivera&limit=25');
    const [doctor] = (
      (await t.db.execute(sql`update users set first_name = 'Zora', last_name = 'Quillfeather',
          email = 'zora.q@renamed.example.org'
        where email = 'doc10@dense.example.org' returning id`)) as unknown as { rows: { id: string }[] }
    ).rows;
    const after = await pageThrough('q=rivera&limit=25');
    expect(after.ids).toEqual(await expected({ name: 'rivera', asc: false }));
    expect(after.ids).toHaveLength(before.ids.length - 1);
    expect(after.rows.some((row) => row.doctor.id === doctor.id)).toBe(false);
    for (const q of ['quillfeather', 'zora q', 'ZORA.Q@renamed']) {
      const page = await queue(`q=${encodeURIComponent(q)}`);
      expect(page.total, q).toBe(1);
      expect(
        page.data.map((row) => [row.doctor.id, row.doctor.name, row.doctor.email]),
        q,
      ).toEqual([[doctor.id, 'Zora Quillfeather', 'zora.q@renamed.example.org']]);
    }
    expect((await queue('q=doc10%40dense')).total).toBe(0);
  });

  it('treats the characters of LIKE as text in both plans', async () => {
    for (const q of ['%', '_', 'riv%ra', 'doc_']) {
      expect(await queue(`q=${encodeURIComponent(q)}&limit=5`), q).toEqual({
        data: [],
        nextCursor: null,
        total: 0,
      });
    }
  });
});
