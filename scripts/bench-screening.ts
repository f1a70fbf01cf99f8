// Benchmark (not a test): the monthly exclusion screening at scale. For each database, seeds
// 100,000 doctors with open applications (applied … finalise, and approved ones whose appointment
// is active), each a screening subject with its OIG and SAM checklist items; generates a
// 70,000-row LEIE-shaped file (1 in 1,000 doctors listed by NPI, 1 in 500 by name and date of
// birth); then imports it twice (the first month, and the next one replacing it) and prints each
// import's time (parse + replace the list) and screening time. Targets: import ≤ 30 s, screening
// 100,000 ≤ 60 s.
// Run: npm run bench:screening -- [--db pglite|pg|both] [--subjects 100000] [--rows 70000]
//      (PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { TAppContext } from '../apps/api/src/core/context';
import { loadConfig } from '../apps/api/src/config';
import { importParsedList } from '../apps/api/src/modules/exclusions/import';
import { parseExclusionList } from '../apps/api/src/modules/exclusions/parse';
import { generateLeieCsv, generateLeieRow } from '../apps/api/test/exclusions-csv';
import { DEFAULT_SERVER_URL, parseDatabases, positive } from './bench-api/options';
import { migrateAndSeed, openBenchDatabase, type TQuery } from './bench-seed';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    subjects: { type: 'string' },
    rows: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('npm run bench:screening -- [--db pglite|pg|both] [--subjects 100000] [--rows 70000]');
  process.exit(0);
}
const SUBJECTS = Math.round(positive('subjects', values.subjects, 100_000));
const ROWS = Math.round(positive('rows', values.rows, 70_000));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Doctors, their applications (every open status, and approved with an active appointment), their
 * screening subjects and their checklist's NPI, OIG and SAM items, in a few set-based statements.
 * Doctor n is listed in the LEIE by NPI when n % 1000 = 0 (row 4n/1000) and by name and date of
 * birth when n % 500 = 250 (row (n - 250)/500 · 7 + 1).
 */
async function seedSubjects(query: TQuery, subjects: number): Promise<void> {
  await query(
    `insert into users (email, password_hash, first_name, last_name, roles, email_verified_at)
    select 'screened' || n || '@bench.example.org', 'not-a-hash', 'Doc', 'Tor ' || n, '{doctor}', now()
    from generate_series(1, $1::int) n`,
    [subjects],
  );
  await query(`
    with hospital_list as (select array_agg(id order by name) ids from hospitals)
    insert into applications (doctor_id, hospital_id, status, submitted_at)
    select u.id, (select ids from hospital_list)[1 + n % 3],
      (array['applied', 'in-review', 'information-requested', 'finalise', 'approved'])[1 + n % 5],
      now() - n * interval '1 minute'
    from (select id, substring(email from 'screened(\\d+)@')::int n from users
      where email like 'screened%@bench.example.org') u`);
  const ofBench = `from applications a join users u on u.id = a.doctor_id
    where u.email like 'screened%@bench.example.org'`;
  await query(`insert into appointments (application_id, doctor_id, hospital_id, starts_on, ends_on)
    select a.id, a.doctor_id, a.hospital_id, current_date - 100, current_date + 600
    ${ofBench} and a.status = 'approved'`);
  const names = LISTED_NAMES.map((row) => [row.n, row.last, row.first, row.dob]);
  await query(
    `with listed as (
      select (x ->> 0)::int n, x ->> 1 last, x ->> 2 first, (x ->> 3)::date dob
      from jsonb_array_elements($1::jsonb) x
    )
    insert into screening_subjects (application_id, doctor_id, hospital_id, npi, first_name, last_name,
      date_of_birth, first_key, last_key)
    select a.id, a.doctor_id, a.hospital_id,
      case when s.n % 1000 = 0 then '9' || lpad(((s.n / 1000) * 4)::text, 9, '0') else '8' || lpad(s.n::text, 9, '0') end,
      coalesce(l.first, 'Doc'), coalesce(l.last, 'Tor' || s.n), coalesce(l.dob, date '1970-01-01' + s.n % 9000),
      lower(coalesce(l.first, 'Doc')), lower(coalesce(l.last, 'Tor' || s.n))
    from (select a.id, substring(u.email from 'screened(\\d+)@')::int n ${ofBench}) s
    join applications a on a.id = s.id
    left join listed l on l.n = s.n`,
    [JSON.stringify(names)],
  );
  for (const [key, kind, label] of [
    ['npi', 'npi', 'Identity and NPI'],
    ['oig', 'oig', 'OIG exclusions (LEIE)'],
    ['sam', 'sam', 'SAM exclusions'],
  ]) {
    await query(
      `insert into verification_items (application_id, kind, key, label) select s.application_id, $1, $2, $3
      from screening_subjects s`,
      [kind, key, label],
    );
  }
  await query(
    'update applications a set verification_total = 3 where a.id in (select application_id from screening_subjects)',
  );
  await query('vacuum analyze');
}

/** The doctors the LEIE lists by name and date of birth (without their NPI). */
const LISTED_NAMES = Array.from({ length: Math.floor(SUBJECTS / 500) }, (_, i) => {
  const n = i * 500 + 250;
  const row = generateLeieRow(Math.min(ROWS, i * 20 + 1));
  return {
    n,
    last: row.LASTNAME ?? '',
    first: row.FIRSTNAME ?? '',
    dob: `${row.DOB?.slice(0, 4)}-${row.DOB?.slice(4, 6)}-${row.DOB?.slice(6, 8)}`,
  };
});

async function runOn(kind: 'pglite' | 'pg', csv: Buffer): Promise<void> {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'docapply-bench-screening-'));
  const bench = await openBenchDatabase({
    serverUrl: kind === 'pg' ? process.env.DATABASE_URL || DEFAULT_SERVER_URL : undefined,
  });
  try {
    await migrateAndSeed(bench.database);
    let started = performance.now();
    await seedSubjects(bench.query, SUBJECTS);
    const [{ screened }] = await bench.query<{ screened: number }>(
      'select count(*)::int screened from screening_subjects',
    );
    console.log(
      `${bench.label}: ${screened} screening subjects seeded in ${seconds(performance.now() - started)}`,
    );
    const config = loadConfig({
      cwd,
      env: {
        DATA_DIR: path.join(cwd, 'data'),
        TOKEN_KEY: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'silent',
      },
    });
    const ctx = {
      config,
      db: bench.database.db,
      mailer: { wake: () => undefined },
      log: { error: () => undefined },
    } as unknown as TAppContext;
    for (const month of ['first month', 'next month (replaces the list)']) {
      started = Date.now();
      const parsed = await parseExclusionList('oig', Readable.from([csv]));
      const imported = await importParsedList(ctx, parsed, {
        listDate: new Date().toISOString().slice(0, 10),
        actor: null,
        startedAt: started,
      });
      const total = Date.now() - started;
      console.log(
        `  ${month}: import of ${imported.rowCount} entries ${seconds(imported.durationMs)} (target ≤ 30 s), ` +
          `screening of ${imported.screened} doctors ${seconds(total - imported.durationMs)} (target ≤ 60 s): ` +
          `${imported.hits} hits, ${imported.possible} possible matches`,
      );
    }
  } finally {
    await bench.database.close();
    await bench.drop();
    rmSync(cwd, { recursive: true, force: true });
  }
}

const started = performance.now();
const csv = Buffer.from(generateLeieCsv({ rows: ROWS }));
console.log(
  `LEIE-shaped file: ${ROWS} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB, generated in ${seconds(performance.now() - started)}`,
);
for (const kind of parseDatabases(values.db)) {
  await runOn(kind, csv);
}
