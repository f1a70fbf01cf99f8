// Benchmark (not a test): a full sync of the FHIR export (issue 42) for a hospital of 10,000
// practitioners. Seeds one hospital's staff (users, approved applications, appointments with two
// privileges each, the application form's answers with an NPI, a licence and a board, the
// screening subjects, three verification items per application), then walks the paged
// Practitioner and PractitionerRole searches by their next links, as a directory's client would,
// through the export's services (the HTTP layer and the token check add a fixed cost per page),
// and an incremental sync after 100 doctors' appointments changed. Prints a table: pages,
// resources, time, resources/s and the peak RSS and heap.
// Run: npm run bench:fhir -- [--db pglite|pg|both] [--practitioners 10000] [--count 500]
//      (PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
import { parseArgs } from 'node:util';
import type { TDb } from '../apps/api/src/core/db/client';
import {
  searchPractitionerRoles,
  searchPractitioners,
  type TFhirRequest,
} from '../apps/api/src/modules/fhir/services';
import { DEFAULT_SERVER_URL, parseDatabases, positive } from './bench-api/options';
import { migrateAndSeed, npiOf, openBenchDatabase, type TQuery } from './bench-seed';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    practitioners: { type: 'string' },
    count: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('npm run bench:fhir -- [--db pglite|pg|both] [--practitioners 10000] [--count 500]');
  process.exit(0);
}
const PRACTITIONERS = Math.round(positive('practitioners', values.practitioners, 10_000));
const COUNT = Math.round(positive('count', values.count, 500));
const CHANGED = Math.min(100, PRACTITIONERS);
const MB = 1024 * 1024;

async function seedStaff(query: TQuery): Promise<string> {
  const [{ id: hospitalId }] = await query<{ id: string }>('select id from hospitals order by name limit 1');
  await query(
    `insert into users (email, password_hash, first_name, last_name, roles, email_verified_at)
    select 'fhir' || n || '@bench.example.org', 'not-a-hash', 'Doc', 'Tor ' || n, '{doctor}', now()
    from generate_series(0, $1::int - 1) n`,
    [PRACTITIONERS],
  );
  await query(
    `insert into applications (doctor_id, hospital_id, status, submitted_at)
    select id, $1, 'approved', now() from users where email like 'fhir%@bench.example.org'`,
    [hospitalId],
  );
  const privileges = await query<{ id: string }>(
    'select id from privileges where hospital_id = $1 order by name limit 2',
    [hospitalId],
  );
  await query(
    `insert into appointments (application_id, doctor_id, hospital_id, starts_on, ends_on, privilege_ids)
    select a.id, a.doctor_id, a.hospital_id, current_date - 100, current_date + 600, $2::jsonb
    from applications a join users u on u.id = a.doctor_id
    where a.hospital_id = $1 and u.email like 'fhir%@bench.example.org'`,
    [hospitalId, JSON.stringify(privileges.map((row) => row.id))],
  );
  const npis = Array.from({ length: PRACTITIONERS }, (_, n) => npiOf(n));
  await query(
    `insert into screening_subjects (application_id, doctor_id, hospital_id, npi, first_name, last_name, first_key, last_key)
    select a.id, a.doctor_id, a.hospital_id, ($2::text[])[substring(u.email from 'fhir(\\d+)@')::int + 1],
      'Doc', u.last_name, 'doc', lower(u.last_name)
    from applications a join users u on u.id = a.doctor_id
    where u.email like 'fhir%@bench.example.org' and a.hospital_id = $1`,
    [hospitalId, npis],
  );
  // The seeded application form's answers: its field names (the FHIR export reads them by profile key).
  await query(
    `insert into form_responses (form_id, application_id, user_id, answers, status)
    select (select id from forms where hospital_id = $1 and kind = 'application' order by version desc limit 1),
      a.id, a.doctor_id, jsonb_build_object(
        'npi', s.npi,
        'licences', jsonb_build_array(jsonb_build_object('state', 'IL', 'licenceNumber', 'IL-' || s.npi, 'expiryDate', '2099-01-01')),
        'boardStatus', 'certified',
        'boardName', case when random() < 0.5 then 'American Board of Internal Medicine, Internal Medicine'
          else 'American Board of Surgery, General Surgery' end,
        'boardCertifiedDate', '2015-06-01', 'boardExpiry', '2099-12-31'), 'submitted'
    from applications a join screening_subjects s on s.application_id = a.id where a.hospital_id = $1`,
    [hospitalId],
  );
  await query(
    `insert into verification_items (application_id, kind, key, label, state)
    select a.id, k.kind, k.key, k.label, 'verified' from applications a
    cross join (values ('npi', 'npi', 'NPI'), ('licence', 'licence:IL', 'State licence IL'), ('board', 'board', 'Board'))
      k(kind, key, label)
    where a.hospital_id = $1`,
    [hospitalId],
  );
  await query('vacuum analyze');
  return hospitalId;
}

/** What the walk reads of a searchset Bundle. */
type TPage = { entry?: unknown[]; link?: { relation?: string; url?: string }[] };

type TSyncFigures = { pages: number; resources: number; ms: number; rss: number; heap: number };

/** Follows the next links from the first page to the last, sampling RSS and heap every 20 ms. */
async function walk(
  search: (request: TFhirRequest) => Promise<TPage>,
  request: Omit<TFhirRequest, 'query'>,
  query: Record<string, string>,
): Promise<TSyncFigures> {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  }, 20);
  const started = performance.now();
  let pages = 0;
  let resources = 0;
  let next: Record<string, string> | null = query;
  try {
    while (next) {
      const bundle: TPage = await search({ ...request, query: next });
      pages += 1;
      resources += bundle.entry?.length ?? 0;
      const url = bundle.link?.find((link) => link.relation === 'next')?.url;
      next = url ? Object.fromEntries(new URL(url).searchParams) : null;
    }
  } finally {
    clearInterval(timer);
  }
  return { pages, resources, ms: performance.now() - started, rss, heap };
}

async function runOn(kind: 'pglite' | 'pg'): Promise<void> {
  const bench = await openBenchDatabase({
    serverUrl: kind === 'pg' ? process.env.DATABASE_URL || DEFAULT_SERVER_URL : undefined,
  });
  try {
    await migrateAndSeed(bench.database);
    const seeded = performance.now();
    const hospitalId = await seedStaff(bench.query);
    console.log(
      `${bench.label}: ${PRACTITIONERS} practitioners seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const request = {
      db: bench.database.db as TDb,
      hospitalId,
      base: 'https://bench.example.org/api/fhir/r4',
      isStrict: false,
    };
    const rows: [string, TSyncFigures][] = [];
    const count = String(COUNT);
    rows.push(['Practitioner, full', await walk(searchPractitioners, request, { _count: count })]);
    rows.push(['PractitionerRole, full', await walk(searchPractitionerRoles, request, { _count: count })]);
    const [{ since }] = await bench.query<{ since: string }>(
      `select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as since`,
    );
    // PGlite's clock counts milliseconds: the change must come after the instant the sync starts from.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await bench.query(
      `update appointments set state = 'lapsed', lapsed_at = now() where id in (
        select id from appointments where hospital_id = $1 order by id limit $2)`,
      [hospitalId, CHANGED],
    );
    rows.push([
      `Practitioner, ${CHANGED} changed`,
      await walk(searchPractitioners, request, { _count: count, _lastUpdated: `gt${since}` }),
    ]);
    rows.push([
      `PractitionerRole, ${CHANGED} changed`,
      await walk(searchPractitionerRoles, request, { _count: count, _lastUpdated: `gt${since}` }),
    ]);
    console.log(`  _count=${COUNT}`);
    console.log(
      `  ${'sync'.padEnd(30)} ${'pages'.padStart(6)} ${'resources'.padStart(10)} ${'time'.padStart(9)} ${'per s'.padStart(8)} ${'peak RSS'.padStart(9)} ${'peak heap'.padStart(10)}`,
    );
    for (const [name, figures] of rows) {
      console.log(
        `  ${name.padEnd(30)} ${String(figures.pages).padStart(6)} ${String(figures.resources).padStart(10)} ` +
          `${`${(figures.ms / 1000).toFixed(2)} s`.padStart(9)} ${String(Math.round((figures.resources / figures.ms) * 1000)).padStart(8)} ` +
          `${`${Math.round(figures.rss / MB)} MB`.padStart(9)} ${`${Math.round(figures.heap / MB)} MB`.padStart(10)}`,
      );
    }
  } finally {
    await bench.database.close();
    await bench.drop();
  }
}

for (const kind of parseDatabases(values.db)) {
  await runOn(kind);
}
