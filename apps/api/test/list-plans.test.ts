import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TAdminQueuePage, TApplicationSearchResult } from '@docapply/contracts';
import { hospitalAdmins } from '@/core/db/schema';
import { createUserWithToken } from './helpers/auth';
import { createTestApp, type TCapturedQuery, type TTestApp } from './helpers/test-app';
import { resultOf, send } from './application-fixtures';

const DOCTORS = 6000;
const NEW_HOSPITALS = 5;

/** One node of `EXPLAIN (FORMAT JSON)`'s plan tree (the fields read here). */
type TPlanNode = {
  'Node Type': string;
  /** EXPLAIN ANALYZE only: 0 for a part of the plan that never ran. */
  'Actual Loops'?: number;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: TPlanNode[];
};

/** What a statement's plan reads: `Seq Scan applications`, `Index Scan applications_doctor`... */
type TRead = { node: string; relation?: string; index?: string; loops?: number };

/** A Bitmap Index Scan names its index only: its table is the Bitmap Heap Scan's above it. */
function listReads(node: TPlanNode, reads: TRead[] = [], heap?: string): TRead[] {
  const relation = node['Relation Name'] ?? (node['Index Name'] ? heap : undefined);
  if (relation || node['Index Name']) {
    reads.push({ node: node['Node Type'], relation, index: node['Index Name'], loops: node['Actual Loops'] });
  }
  const childHeap = node['Node Type'] === 'Bitmap Heap Scan' ? node['Relation Name'] : heap;
  for (const child of node.Plans ?? []) {
    listReads(child, reads, childHeap);
  }
  return reads;
}

const describeRead = (read: TRead) =>
  `${read.node} ${[read.relation, read.index].filter(Boolean).join(' via ')}`.trim();

/**
 * The list queries read their indexes: each statement of a real request is explained with the
 * parameters it ran with, and a plan that scans `applications` or `users` in full (a request that
 * costs more with every row the database gains) fails. The data is the smallest at which the planner
 * sees the difference: 6,000 doctors with 15,000 applications over eight hospitals (below about
 * 7,500 applications the table is so small that reading it whole is rightly the cheaper plan).
 */
describe('the plans of the list queries', () => {
  let t: TTestApp;
  let adminToken: string;
  let doctorToken: string;
  /** Part of one doctor's last name, as an admin types it. */
  let nameSearch: string;

  /** The client of either driver, for EXPLAIN with bound parameters (drizzle's SQL has none). */
  async function explain(query: TCapturedQuery, analyze = false): Promise<TRead[]> {
    const client = (
      t.db as unknown as {
        $client: { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
      }
    ).$client;
    const { rows } = await client.query(
      `explain (${analyze ? 'analyze, ' : ''}format json) ${query.sql}`,
      query.params,
    );
    const plan = rows[0]?.['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: TPlanNode }];
    return listReads(parsed[0].Plan);
  }

  /**
   * What the statement's generic plan reads: the plan PostgreSQL keeps for a prepared statement
   * (every statement is prepared once, db/named-statements.ts) to run it with any values, without
   * planning each run. It is kept only if it is not costlier than planning each run, so a generic
   * plan that reads a table in full means the statement is planned again on every request.
   */
  async function explainGeneric(query: TCapturedQuery): Promise<TRead[]> {
    type TClient = { query: (text: string) => Promise<{ rows: Record<string, unknown>[] }> };
    const shared = (
      t.db as unknown as { $client: TClient & { connect?: () => Promise<TClient & { release: () => void }> } }
    ).$client;
    // PostgreSQL: one connection of the pool for the session's settings; PGlite is one session.
    const client = shared.connect ? await shared.connect() : shared;
    const literal = (value: unknown) =>
      value === null || value === undefined ? 'null' : `'${String(value).replace(/'/g, "''")}'`;
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query(`prepare generic_check as ${query.sql}`);
      const values = query.params.length > 0 ? `(${query.params.map(literal).join(', ')})` : '';
      const { rows } = await client.query(`explain (format json) execute generic_check${values}`);
      const plan = rows[0]?.['QUERY PLAN'];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: TPlanNode }];
      return listReads(parsed[0].Plan);
    } finally {
      await client.query('deallocate generic_check').catch(() => undefined);
      await client.query('reset plan_cache_mode');
      (client as { release?: () => void }).release?.();
    }
  }

  /** Every statement the request sent (the sign-in check included), with what its plan reads. */
  async function planRequest(url: string, token: string, analyze = false, generic = false) {
    let status = 0;
    const queries = await t.captureQueries(async () => {
      status = (await send(t.app, 'GET', url, token)).statusCode;
    });
    expect(status, url).toBe(200);
    const plans = [];
    for (const query of queries) {
      plans.push({
        sql: query.sql,
        reads: await (generic ? explainGeneric(query) : explain(query, analyze)),
      });
    }
    const reads = plans.flatMap((plan) => plan.reads);
    const report = plans
      .map((plan) => `${plan.sql.replace(/\s+/g, ' ')}\n  -> ${plan.reads.map(describeRead).join(', ')}`)
      .join('\n');
    return { reads, report };
  }

  function expectNoFullScan(reads: TRead[], report: string): void {
    const fullScans = reads.filter(
      (read) => read.node === 'Seq Scan' && ['applications', 'users'].includes(read.relation ?? ''),
    );
    expect(fullScans.map(describeRead), report).toEqual([]);
  }

  function expectIndex(reads: TRead[], report: string, relation: string, index: string | string[]): void {
    const indexes = [index].flat();
    const used = reads.filter((read) => read.relation === relation && indexes.includes(read.index ?? ''));
    expect(used.length, `${relation} read via ${indexes.join(' or ')}\n${report}`).toBeGreaterThan(0);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUserWithToken(t.db, t.config, { roles: ['hospital_admin'] });
    const doctor = await createUserWithToken(t.db, t.config);
    adminToken = admin.token;
    doctorToken = doctor.token;
    await t.db.execute(sql`insert into hospitals (name, slug, city, state)
      select 'Plan Hospital ' || n, 'plan-hospital-' || n, 'Springfield', 'IL'
      from generate_series(1, ${NEW_HOSPITALS}::int) n`);
    // Doctors doc<n>@plans.example.org with 10 first names and made-up last names as varied as real
    // ones (a name's trigrams are rare, as they are in a real list of names).
    await t.db.execute(sql`insert into users (email, password_hash, first_name, last_name, roles)
      select 'doc' || n || '@plans.example.org', 'not-a-hash',
        (array['Alex','Maria','James','Priya','Chen','Fatima','Noah','Olivia','Liam','Ava'])[1 + n % 10],
        initcap(translate(substr(md5(n::text), 1, 9), '0123456789', 'aeiourstl')), '{doctor}'
      from generate_series(1, ${DOCTORS}::int) n`);
    // Each doctor applies to 1 to 4 hospitals (2.5 on average), in every status (1 in 20 a draft),
    // a submission every minute going back in time. Quicker without the row triggers (foreign keys,
    // status counts, the doctor's name copied onto each row): the counts and names are filled once
    // after, as migrations 0005 and 0014 do.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`with hospital_list as (select array_agg(id order by name) ids,
        count(*)::int count from hospitals),
      doctors as (select id, substring(email from 'doc([0-9]+)@')::int n from users
        where email like '%@plans.example.org'),
      picks as (select d.id, d.n * 4 + j n, (d.n + j) % h.count k from doctors d, hospital_list h,
        generate_series(0, d.n % 4) j)
      insert into applications (doctor_id, hospital_id, status, submitted_at, created_at, updated_at)
      select p.id, (select ids from hospital_list)[1 + p.k],
        (array['applied','in-review','information-requested','finalise','approved','approved','approved',
          'rejected','in-review','applied','approved','approved','approved','approved','rejected',
          'approved','approved','approved','in-review','draft'])[1 + p.n % 20],
        case when p.n % 20 = 19 then null else now() - p.n * interval '1 minute' end,
        now() - p.n * interval '1 minute' - interval '3 days', now() - p.n * interval '1 minute'
      from picks p`);
      await tx.execute(sql`insert into application_status_counts (hospital_id, status, total)
        select hospital_id, status, count(*) from applications
        where status <> 'draft' and submitted_at is not null group by hospital_id, status
        on conflict (hospital_id, status) do update set total = excluded.total`);
      await tx.execute(sql`update applications a
        set doctor_name = lower(u.first_name || ' ' || u.last_name), doctor_email = u.email
        from users u where u.id = a.doctor_id`);
    });
    // The admin runs two hospitals; the doctor has an application at each of five.
    const [first, second] = (
      (await t.db.execute(sql`select id from hospitals order by name limit 2`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows;
    await t.db.insert(hospitalAdmins).values([
      { hospitalId: first.id, userId: admin.user.id },
      { hospitalId: second.id, userId: admin.user.id },
    ]);
    await t.db.execute(sql`insert into applications (doctor_id, hospital_id, status, submitted_at)
      select ${doctor.user.id}::uuid, id, 'applied', now() from hospitals order by name limit 5`);
    // What autovacuum does on a live database: statistics, and the trigram indexes' pending
    // entries merged (GIN keeps a bulk insert in a list that makes the index look costly to read).
    await t.db.execute(sql`vacuum analyze`);
    const [named] = (
      (await t.db.execute(
        sql`select last_name as "lastName" from users where email = 'doc273@plans.example.org'`,
      )) as unknown as { rows: { lastName: string }[] }
    ).rows;
    nameSearch = named.lastName.slice(1, 7);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reads the first page of the queue from its keyset index, the total from the kept counts', async () => {
    const { reads, report } = await planRequest('/api/admin/applications', adminToken);
    expectNoFullScan(reads, report);
    expectIndex(reads, report, 'applications', 'applications_queue_submitted');
  });

  it('reads the next page from the same index', async () => {
    const page = resultOf<TAdminQueuePage>(
      await send(t.app, 'GET', '/api/admin/applications?limit=10', adminToken),
    );
    expect(page.nextCursor).toBeTruthy();
    const next = `/api/admin/applications?limit=10&cursor=${page.nextCursor}`;
    const { reads, report } = await planRequest(next, adminToken);
    expectNoFullScan(reads, report);
    expectIndex(reads, report, 'applications', 'applications_queue_submitted');
  });

  // Planned once, not on every request: the generic plan, which knows none of the values, still
  // reads the keyset index (a page's row limit sent as a value made it read every application).
  it("keeps one plan for the queue's pages of any admin, and for the doctor's list", async () => {
    const page = resultOf<TAdminQueuePage>(
      await send(t.app, 'GET', '/api/admin/applications?limit=10', adminToken),
    );
    for (const url of [
      '/api/admin/applications',
      `/api/admin/applications?limit=10&cursor=${page.nextCursor}`,
      '/api/applications/search?page=1&pageSize=20',
    ]) {
      const { reads, report } = await planRequest(
        url,
        url.includes('/admin/') ? adminToken : doctorToken,
        false,
        true,
      );
      expectNoFullScan(reads, report);
      if (url.includes('/admin/')) {
        expectIndex(reads, report, 'applications', 'applications_queue_submitted');
      }
    }
  });

  // A search may be planned once too (PostgreSQL keeps the generic plan when it costs no more than
  // the searches planned so far): that plan picks the walk or the doctors' indexes as it runs, so it
  // must read the indexes for any text. An email's start is a range of its b-tree: a `like` alone
  // reads that index only when the pattern is known while planning.
  it('keeps one plan for every search, reading the same indexes', async () => {
    const broad = '/api/admin/applications?q=maria&limit=10';
    const page = resultOf<TAdminQueuePage>(await send(t.app, 'GET', broad, adminToken));
    const searches: [string, string, string][] = [
      [`/api/admin/applications?q=${nameSearch}`, 'users', 'users_name_trgm'],
      ['/api/admin/applications?q=doc273', 'users', 'users_email_prefix'],
      [broad, 'applications', 'applications_queue_submitted'],
      [`${broad}&cursor=${page.nextCursor}`, 'applications', 'applications_queue_submitted'],
    ];
    for (const [url, relation, index] of searches) {
      const { reads, report } = await planRequest(url, adminToken, false, true);
      expectNoFullScan(reads, report);
      expectIndex(reads, report, relation, index);
    }
  });

  it('reads a status tab from the status index', async () => {
    const { reads, report } = await planRequest('/api/admin/applications?status=in-review', adminToken);
    expectNoFullScan(reads, report);
    expectIndex(reads, report, 'applications', 'applications_queue_status_submitted');
  });

  it("finds the doctors of a name search through the name's trigram index", async () => {
    const url = `/api/admin/applications?q=${nameSearch}`;
    const page = resultOf<TAdminQueuePage>(await send(t.app, 'GET', url, adminToken));
    expect(page.total).toBeGreaterThan(0);
    const { reads, report } = await planRequest(url, adminToken);
    expectNoFullScan(reads, report);
    expectIndex(reads, report, 'users', 'users_name_trgm');
  });

  // The start of an email: its b-tree in pattern order (migration 0013), or the unique b-tree where
  // the collation lets any b-tree serve a prefix (C, as in PGlite).
  it('finds the doctors of an email search through an index on the email', async () => {
    const url = '/api/admin/applications?q=doc273';
    const page = resultOf<TAdminQueuePage>(await send(t.app, 'GET', url, adminToken));
    expect(page.total).toBeGreaterThan(0);
    const { reads, report } = await planRequest(url, adminToken);
    expectNoFullScan(reads, report);
    expectIndex(reads, report, 'users', ['users_email_prefix', 'users_email_unique']);
  });

  // A first name one doctor in ten has: the first page and its total, and the next page, walk the
  // queue's index and test each row's own copy of its doctor's name, so they never read the name's
  // trigram index (it would find every match). What runs is checked: the doctors-first branch is
  // planned for this name's many doctors, but runs only for a name rare in some hospital, and is
  // checked by the rare-name and email tests above.
  it('pages through a broad name search along the keyset index, checking each row as it goes', async () => {
    const url = '/api/admin/applications?q=maria&limit=10';
    const page = resultOf<TAdminQueuePage>(await send(t.app, 'GET', url, adminToken));
    expect(page.totalIsCapped).toBe(true);
    for (const cursor of ['', `&cursor=${page.nextCursor}`]) {
      const plan = await planRequest(`${url}${cursor}`, adminToken, true);
      const ran = plan.reads.filter((read) => (read.loops ?? 0) > 0);
      expectNoFullScan(ran, plan.report);
      expectIndex(ran, plan.report, 'applications', 'applications_queue_submitted');
      expect(ran.filter((read) => read.index === 'users_name_trgm').map(describeRead), plan.report).toEqual(
        [],
      );
    }
  });

  it('counts the tabs without reading applications at all', async () => {
    const { reads, report } = await planRequest('/api/admin/applications/counts', adminToken);
    expect(reads.filter((read) => read.relation === 'applications').map(describeRead), report).toEqual([]);
    expectNoFullScan(reads, report);
  });

  it("reads the doctor's list from the doctor's index", async () => {
    const url = '/api/applications/search?pageSize=20';
    expect(resultOf<TApplicationSearchResult>(await send(t.app, 'GET', url, doctorToken)).total).toBe(5);
    const { reads, report } = await planRequest(url, doctorToken);
    expectNoFullScan(reads, report);
    expectIndex(reads, report, 'applications', 'applications_doctor');
  });

  // Last: it changes the database. The checks above would fail on a plan without the index.
  it('notices a missing index: without the name index the search reads every user', async () => {
    await t.db.execute(sql`drop index users_name_trgm`);
    await t.db.execute(sql`analyze users`);
    const { reads } = await planRequest(`/api/admin/applications?q=${nameSearch}`, adminToken);
    expect(reads.map(describeRead)).toContain('Seq Scan users');
  });
});
