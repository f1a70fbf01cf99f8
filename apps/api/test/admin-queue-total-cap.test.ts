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

/** One past the cap: 1,000 applied and 1 in review, every one by a doctor named Rivera. */
const RIVERAS = ADMIN_QUEUE_SEARCH_TOTAL_CAP + 1;
const OKAFORS = 30;

/**
 * A search's total is counted up to the cap: beyond it the first page says so (`totalIsCapped`)
 * instead of counting every match, below it the total is exact, and paging still reaches every
 * match. Totals without a search stay exact at any size.
 */
describe('the queue total of a search, counted up to a cap', () => {
  let t: TTestApp;
  let token: string;

  const queue = async (query: string) =>
    resultOf<TAdminQueuePage>(await send(t.app, 'GET', `/api/admin/applications?${query}`, token));

  let hospitalId: string;

  /** `count` doctors named `lastName`, one submitted application each, a second apart. */
  async function insertDoctors(lastName: string, count: number, statusOf: (n: number) => string) {
    await t.db.execute(sql`with doctors as (
        insert into users (email, password_hash, first_name, last_name, roles)
        select ${lastName.toLowerCase()} || n || '@cap.example.org', 'not-a-hash', 'Dana', ${lastName}, '{doctor}'
        from generate_series(1, ${count}::int) n
        returning id, substring(email from '([0-9]+)@')::int n)
      insert into applications (doctor_id, hospital_id, status, submitted_at)
      select d.id, ${hospitalId}::uuid,
        (array[${sql.join(
          Array.from({ length: count }, (_, i) => sql`${statusOf(i + 1)}`),
          sql`, `,
        )}])[d.n], now() - d.n * interval '1 second'
      from doctors d`);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    token = admin.token;
    const hospital = await createHospitalWithForms(t.db);
    hospitalId = hospital.hospital.id;
    await t.db.insert(hospitalAdmins).values({ hospitalId, userId: admin.user.id });
    await insertDoctors('Rivera', RIVERAS, (n) => (n === Math.ceil(RIVERAS / 2) ? 'in-review' : 'applied'));
    await insertDoctors('Okafor', OKAFORS, (n) => (n % 2 ? 'approved' : 'rejected'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the cap and the flag when a search matches more than the cap', async () => {
    const page = await queue('q=rivera&limit=10');
    expect(page).toMatchObject({ total: ADMIN_QUEUE_SEARCH_TOTAL_CAP, totalIsCapped: true });
    expect(page.data).toHaveLength(10);
    expect(page.nextCursor).toBeTruthy();
  });

  it('answers the exact total, without the flag, when a search matches the cap or fewer', async () => {
    const exact = async (query: string, total: number) => {
      const page = await queue(query);
      expect(page.total, query).toBe(total);
      expect(page, query).not.toHaveProperty('totalIsCapped');
    };
    await exact('q=okafor', OKAFORS);
    await exact('q=okafor&status=approved', 15);
    // Exactly the cap is exact too; the flag means "more than".
    await exact('q=rivera&status=applied&limit=1', ADMIN_QUEUE_SEARCH_TOTAL_CAP);
    await exact('q=rivera&status=in-review', 1);
    expect(await queue('q=nobody-matches')).toEqual({ data: [], nextCursor: null, total: 0 });
  });

  it('keeps the total without a search exact beyond the cap', async () => {
    const page = await queue('limit=5');
    expect(page.total).toBe(RIVERAS + OKAFORS);
    expect(page).not.toHaveProperty('totalIsCapped');
  });

  it('pages through a capped search to every match exactly once, in order', async () => {
    for (const sort of ['submitted-desc', 'submitted-asc']) {
      const seen: TAdminQueueItem[] = [];
      let page = await queue(`q=rivera&limit=100&sort=${sort}`);
      seen.push(...page.data);
      while (page.nextCursor) {
        page = await queue(`q=rivera&limit=100&sort=${sort}&cursor=${encodeURIComponent(page.nextCursor)}`);
        expect(page).not.toHaveProperty('total');
        expect(page).not.toHaveProperty('totalIsCapped');
        seen.push(...page.data);
      }
      expect(seen).toHaveLength(RIVERAS);
      expect(new Set(seen.map((row) => row.id)).size).toBe(RIVERAS);
      expect(seen.every((row) => row.doctor.name === 'Dana Rivera')).toBe(true);
      const times = seen.map((row) => row.submittedAt);
      const sorted = [...times].sort();
      expect(times).toEqual(sort === 'submitted-asc' ? sorted : sorted.reverse());
    }
  });
});
