// Benchmark (not a test): one application's comment thread of 2,000 comments (a third with two
// replies), read by its doctor through GET /api/comments/{applicationId}. Seeds a fresh database
// (in-memory PGlite, or a database of its own on the DATABASE_URL server, dropped at the end), builds
// the app and prints, for the first page and a deep one: the bytes of the answer (as sent, and
// gzipped as a browser asks for it), the comments in it, and the median and p95 time of RUNS calls
// through app.inject (after a baseline: the same request on an application without a comment);
// then the time to walk the whole thread page by page.
// Run: npm run bench:comments            (PGlite)
//      DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:comments
//      BENCH_COMMENTS=200 npm run bench:comments        (a shorter thread)
import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/api/src/app';
import { issueAccessToken } from '../apps/api/src/core/access/tokens';
import { withInProcessBench, type TQuery } from './bench-seed';

const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 2_000);
const RUNS = 20;
const WARMUP = 3;

type TPage = { data: unknown[]; nextCursor?: string | null };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

async function createUser(query: TQuery, role: string, first: string, last: string) {
  const [user] = await query<{ id: string; roles: string[] }>(
    `insert into users (email, password_hash, first_name, last_name, roles, email_verified_at)
    values ($1, 'not-a-hash', $2, $3, $4, now()) returning id, roles`,
    [`bench.${role}.${randomBytes(4).toString('hex')}@example.org`, first, last, `{${role}}`],
  );
  return user;
}

/**
 * A submitted application with COMMENTS comments, one a minute going back in time in pairs that
 * share the same instant (the keyset must break ties by id), the two sides taking turns; every
 * third comment has two replies.
 */
async function seedThread(query: TQuery) {
  const [hospital] = await query<{ id: string }>('select id from hospitals order by name limit 1');
  const doctor = await createUser(query, 'doctor', 'Dana', 'Doctor');
  const admin = await createUser(query, 'hospital_admin', 'Avery', 'Admin');
  await query('insert into hospital_admins (user_id, hospital_id) values ($1, $2)', [admin.id, hospital.id]);
  const [application] = await query<{ id: string }>(
    `insert into applications (doctor_id, hospital_id, status, submitted_at)
    values ($1, $2, 'in-review', now() - interval '30 days') returning id`,
    [doctor.id, hospital.id],
  );
  const message = `'Comment ' || n || ': please confirm the dates of your residency and attach the signed
letter from the programme director, as section ' || (array['A','B','C','D'])[1 + n % 4] || ' asks.'`;
  await query(
    `insert into comments (application_id, author_id, section, message, created_at)
    select $1, case when n % 2 = 0 then $2::uuid else $3::uuid end, (array['A','B','C','D'])[1 + n % 4],
      ${message}, now() - ((n / 2) * interval '1 minute')
    from generate_series(1, $4::int) n`,
    [application.id, doctor.id, admin.id, COMMENTS],
  );
  await query(
    `insert into replies (comment_id, application_id, author_id, message, created_at)
    select c.id, c.application_id, case when k = 1 then $2::uuid else $3::uuid end,
      'Reply ' || k || ': done, the letter is attached to section B.', c.created_at + k * interval '10 seconds'
    from (select id, application_id, created_at, row_number() over (order by created_at, id) n
      from comments where application_id = $1) c
    cross join generate_series(1, 2) k where c.n % 3 = 0`,
    [application.id, doctor.id, admin.id],
  );
  // The same doctor's application to another hospital, without a comment: the request's floor.
  const [empty] = await query<{ id: string }>(
    `insert into applications (doctor_id, hospital_id, status, submitted_at)
    select $1, id, 'in-review', now() from hospitals where id <> $2 order by name limit 1 returning id`,
    [doctor.id, hospital.id],
  );
  await query('vacuum analyze');
  const [counts] = await query<{ comments: number; replies: number }>(
    `select (select count(*)::int from comments where application_id = $1) as comments,
      (select count(*)::int from replies where application_id = $1) as replies`,
    [application.id],
  );
  return { applicationId: application.id, emptyId: empty.id, doctor, counts };
}

const USAGE = '[BENCH_COMMENTS=2000] [DATABASE_URL=postgres://…] npm run bench:comments';
await withInProcessBench('comments', USAGE, async ({ database, query, label }, config) => {
  const { applicationId, emptyId, doctor, counts } = await seedThread(query);
  console.log(`${label}: one thread of ${counts.comments} comments and ${counts.replies} replies`);

  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const token = await issueAccessToken(config, doctor);
  const base = `/api/comments/${applicationId}`;
  const call = async (url: string, gzip = false) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { 'x-auth-token': token, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) },
    });
    if (response.statusCode !== 200) {
      throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    }
    return response;
  };
  const measure = async (name: string, url: string) => {
    const timings: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const started = performance.now();
      await call(url);
      if (i >= WARMUP) {
        timings.push(performance.now() - started);
      }
    }
    const plain = await call(url);
    const page = plain.json<{ result: TPage }>().result;
    const zipped = await call(url, true);
    const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
    console.log(
      `  ${name.padEnd(26)} ${String(page.data.length).padStart(5)} comments` +
        `  ${kb(plain.rawPayload.length).padStart(10)} (gzip ${kb(zipped.rawPayload.length).padStart(8)})` +
        `  median ${percentile(timings, 0.5).toFixed(1).padStart(7)} ms` +
        `  p95 ${percentile(timings, 0.95).toFixed(1).padStart(7)} ms`,
    );
    return page;
  };

  console.log('');
  await measure('no comment (baseline)', `/api/comments/${emptyId}`);
  const first = await measure('first page', base);
  if (first.nextCursor) {
    // The cursor of the 20th page (or the last one there is), then that page.
    let cursor: string = first.nextCursor;
    for (let page = 2; page < 20; page++) {
      const next = (await call(`${base}?cursor=${cursor}`)).json<{ result: TPage }>().result.nextCursor;
      if (!next) {
        break;
      }
      cursor = next;
    }
    await measure('deep page (by cursor)', `${base}?cursor=${cursor}`);
  }
  // Everything a reader who pages to the very end asks for.
  const started = performance.now();
  let pages = 0;
  let read = 0;
  let url: string | null = base;
  while (url) {
    const page: TPage = (await call(url)).json<{ result: TPage }>().result;
    pages += 1;
    read += page.data.length;
    url = page.nextCursor ? `${base}?cursor=${page.nextCursor}` : null;
  }
  const total = (performance.now() - started).toFixed(1);
  console.log(`  whole thread: ${read} comments in ${pages} page(s), ${total} ms`);
  await app.close();
});
