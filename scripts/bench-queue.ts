// Benchmark (not a test): the hospital admin's queue with 100,000 applications. Seeds a fresh
// database (in-memory PGlite, or a database of its own on the DATABASE_URL server, dropped at
// the end), builds the app and times the queue endpoints through app.inject: median and p95 of
// RUNS calls each, for an admin of one demo hospital (~1/3 of the rows) and one of all three.
// Run: npm run bench:queue            (PGlite)
//      DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:queue
//      BENCH_APPLICATIONS=10000 npm run bench:queue        (a smaller queue)
import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/api/src/app';
import type { TConfig } from '../apps/api/src/config';
import { issueAccessToken } from '../apps/api/src/core/access/tokens';
import { seedApplications, withInProcessBench, type TQuery } from './bench-seed';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const RUNS = 20;
const WARMUP = 3;
const PAGE = 25;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

async function makeAdmin(query: TQuery, config: TConfig, hospitalIds: string[]) {
  const [user] = await query<{ id: string; roles: string[] }>(
    `insert into users (email, password_hash, first_name, last_name, roles)
    values ($1, 'not-a-hash', 'Bench', 'Admin', '{hospital_admin}') returning id, roles`,
    [`bench.admin.${randomBytes(4).toString('hex')}@example.org`],
  );
  await query('insert into hospital_admins (user_id, hospital_id) select $1, unnest($2::uuid[])', [
    user.id,
    hospitalIds,
  ]);
  return issueAccessToken(config, user);
}

const USAGE = '[BENCH_APPLICATIONS=100000] [DATABASE_URL=postgres://…] npm run bench:queue';
await withInProcessBench('queue', USAGE, async ({ database, query, label }, config) => {
  let started = performance.now();
  await seedApplications(query, APPLICATIONS);
  const [{ count }] = await query<{ count: number }>('select count(*)::int as count from applications');
  console.log(
    `${label}: ${count} applications seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const allHospitals = await query<{ id: string; name: string }>(
    'select id, name from hospitals order by name',
  );
  const riverside = allHospitals.find((h) => h.name.startsWith('Riverside')) ?? allHospitals[0];
  const admins = [
    { name: 'admin of 1 hospital', token: await makeAdmin(query, config, [riverside.id]) },
    {
      name: 'admin of 3 hospitals',
      token: await makeAdmin(
        query,
        config,
        allHospitals.map((h) => h.id),
      ),
    },
  ];
  const [sample] = await query<{ email: string; lastName: string }>(
    `select email, last_name as "lastName" from users where email = $1`,
    [`doctor${Math.min(4242, APPLICATIONS)}@bench.example.org`],
  );
  const emailPrefix = sample.email.split('@')[0];

  const call = async (token: string, url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });
    if (response.statusCode !== 200) {
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    }
    return response.json().result as { nextCursor?: string | null; data: unknown[]; total?: number };
  };
  const time = async (name: string, token: string, url: string) => {
    const timings: number[] = [];
    let rows = '';
    for (let i = 0; i < WARMUP + RUNS; i++) {
      started = performance.now();
      const result = await call(token, url);
      if (i >= WARMUP) {
        timings.push(performance.now() - started);
      }
      rows = Array.isArray(result.data) ? `(${result.data.length} rows)` : '';
    }
    const median = percentile(timings, 0.5).toFixed(1);
    const p95 = percentile(timings, 0.95).toFixed(1);
    console.log(`  ${name.padEnd(44)} median ${median.padStart(7)} ms   p95 ${p95.padStart(7)} ms   ${rows}`);
  };

  // The same request path (token, session and hospital look-ups) with no query behind it: what the
  // machine's load adds to every figure below.
  const nobody = await makeAdmin(query, config, []);
  console.log('\nbaseline:');
  await time('queue of an admin with no hospital', nobody, '/api/admin/applications');
  for (const admin of admins) {
    console.log(`\n${admin.name}:`);
    const base = `/api/admin/applications?limit=${PAGE}`;
    const first = await call(admin.token, base);
    console.log(`  (${first.total} applications in its queue)`);
    await time('first page (with total)', admin.token, base);
    let cursor = first.nextCursor ?? '';
    for (let page = 2; page < 50 && cursor; page++) {
      cursor = (await call(admin.token, `${base}&cursor=${cursor}`)).nextCursor ?? '';
    }
    await time('page 50 (cursor from page 49)', admin.token, `${base}&cursor=${cursor}`);
    await time('oldest first, first page', admin.token, `${base}&sort=submitted-asc`);
    await time('status=information-requested', admin.token, `${base}&status=information-requested`);
    await time('status=applied,in-review', admin.token, `${base}&status=applied,in-review`);
    await time(`q=${emailPrefix} (email prefix)`, admin.token, `${base}&q=${emailPrefix}`);
    await time(
      `q=${sample.lastName} (name)`,
      admin.token,
      `${base}&q=${encodeURIComponent(sample.lastName)}`,
    );
    await time('q=rivera (name, many matches)', admin.token, `${base}&q=rivera`);
    await time('counts', admin.token, '/api/admin/applications/counts');
  }
  await app.close();
});
