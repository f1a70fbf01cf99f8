// The benchmarks' database (not a test helper): a fresh PGlite (in memory or in a data folder) or a
// database of its own on a PostgreSQL server, migrated, seeded like a first start, then filled with
// raw SQL. Used by bench-queue.ts and bench-storm.ts (applications only), bench-comments.ts (its own
// thread) and bench-api.ts (plus the answers behind drafts, and bench-api/busy-doctor.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig, type TConfig } from '../apps/api/src/config';
import { openPglite, openPostgres, type TDatabase } from '../apps/api/src/core/db/client';
import { seedIfEmpty } from '../apps/api/src/core/db/seed';
import { withCleanup } from './bench-api/processes';
import { isValidNpi } from '../packages/rules/src/npi';

/** Raw SQL for the seeding (drizzle-orm is the API workspace's own dependency, not the root's). */
export type TQuery = <T>(text: string, params?: unknown[]) => Promise<T[]>;
export type TBenchDatabase = {
  database: TDatabase;
  query: TQuery;
  label: string;
  /** PGlite only: its client (the benchmark counts the statements sent to it). */
  pglite?: PGlite;
  /** PostgreSQL only: the URL of the database of our own, and its name. */
  url?: string;
  name?: string;
  /** Drops the database of our own (PostgreSQL); the caller removes a PGlite folder. */
  drop: () => Promise<void>;
};

export async function runAdminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** PGlite (in memory, or persisted in `dataDir`), or a database of our own on `serverUrl`. */
export async function openBenchDatabase({
  serverUrl,
  dataDir,
}: {
  serverUrl?: string;
  dataDir?: string;
}): Promise<TBenchDatabase> {
  if (!serverUrl) {
    const database = await openPglite({ dataDir });
    return {
      database,
      query: async <T>(text: string, params: unknown[] = []) =>
        (await database.client.query<T>(text, params)).rows,
      label: dataDir ? 'PGlite (data folder)' : 'PGlite (in memory)',
      pglite: database.client,
      drop: async () => undefined,
    };
  }
  const name = `docapply_bench_${randomBytes(4).toString('hex')}`;
  await runAdminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  return {
    database: await openPostgres(url.toString(), { poolSize: 4 }),
    query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
    label: `PostgreSQL (${url.host}/${name})`,
    url: url.toString(),
    name,
    drop: async () => {
      await pool.end();
      // BENCH_KEEP=1 leaves the database for EXPLAIN in psql.
      if (process.env.BENCH_KEEP === '1') {
        console.log(`kept database ${name}`);
        return;
      }
      await runAdminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The migrations, then what a first start seeds (the demo hospitals, their forms and admins). */
export async function migrateAndSeed(database: TDatabase): Promise<void> {
  await database.migrate();
  await seedIfEmpty(database.db, { demoPassword: 'Bench-Passphrase-Not-Used-1' });
}

/**
 * For the benchmarks that call the app in-process (bench-queue.ts, bench-comments.ts): `usage` for
 * --help (their only flag; they take their sizes from the environment), else a fresh database
 * (in-memory PGlite, or one of its own on the DATABASE_URL server), migrated and seeded like a
 * first start, and the app's configuration; `body` runs on them, then the database is dropped and
 * the folder removed, whether it succeeded or not.
 */
export async function withInProcessBench<T>(
  name: string,
  usage: string,
  body: (bench: TBenchDatabase, config: TConfig) => Promise<T>,
): Promise<T> {
  if (parseArgs({ options: { help: { type: 'boolean' } } }).values.help) {
    console.log(`${usage}\nPGlite in memory, or a database of its own on the DATABASE_URL server`);
    process.exit(0);
  }
  const cwd = mkdtempSync(path.join(os.tmpdir(), `docapply-bench-${name}-`));
  try {
    const bench = await openBenchDatabase({ serverUrl: process.env.DATABASE_URL });
    try {
      const config = loadConfig({
        cwd,
        env: {
          DATA_DIR: path.join(cwd, 'data'),
          TOKEN_KEY: randomBytes(32).toString('hex'),
          LOG_LEVEL: 'silent',
          // One call at a time, timed: on a busy machine the overload guard would refuse one
          // (503) and end the run, and refusing is not what these benchmarks measure.
          MAX_EVENT_LOOP_DELAY_MS: '0',
        },
      });
      await migrateAndSeed(bench.database);
      return await body(bench, config);
    } finally {
      await bench.database.close();
      await bench.drop();
    }
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
}

/** Where a benchmark's server runs: its folder, and the environment that points it at the database. */
export type TServerPlace = { cwd: string; env: { DATA_DIR: string; DATABASE_URL?: string } };

/**
 * For the benchmarks that start the built server (bench-api.ts, bench-storm.ts): a folder of its
 * own and a fresh database, PGlite in the server's data folder or one of its own on `serverUrl`;
 * `body` seeds it and starts the server there, then the database is dropped and the folder removed,
 * on Ctrl-C as well.
 */
export async function withServerBench<T>(
  db: 'pglite' | 'pg',
  { serverUrl, name }: { serverUrl: string; name: string },
  body: (bench: TBenchDatabase, place: TServerPlace) => Promise<T>,
): Promise<T> {
  const cwd = mkdtempSync(path.join(os.tmpdir(), `docapply-bench-${name}-`));
  const dataDir = path.join(cwd, 'data');
  mkdirSync(dataDir);
  let bench: TBenchDatabase | null = null;
  const remove = async () => {
    await bench?.database.close();
    await bench?.drop();
    rmSync(cwd, { recursive: true, force: true });
  };
  return withCleanup(remove, async () => {
    bench = await openBenchDatabase({
      serverUrl: db === 'pg' ? serverUrl : undefined,
      dataDir: db === 'pglite' ? path.join(dataDir, 'db') : undefined,
    });
    const env = db === 'pg' ? { DATA_DIR: dataDir, DATABASE_URL: bench.url ?? '' } : { DATA_DIR: dataDir };
    return body(bench, { cwd, env });
  });
}

/**
 * The seeded doctors' names: doctor n is "<FIRST_NAMES[n % 10]> <LAST_NAMES[(n / 10) % 10]> <n>",
 * doctor<n>@bench.example.org (bench-storm searches for them).
 */
export const FIRST_NAMES = [
  'Alex',
  'Maria',
  'James',
  'Priya',
  'Chen',
  'Fatima',
  'Noah',
  'Olivia',
  'Liam',
  'Ava',
];
export const LAST_NAMES = [
  'Rivera',
  'Smith',
  'Patel',
  'Nguyen',
  'Garcia',
  'Kim',
  'Okafor',
  'Brown',
  'Rossi',
  'Haddad',
];

/**
 * Doctors and their applications in two statements (generate_series): spread over the demo
 * hospitals and over every status (1 in 20 a draft), a submission every 5 minutes going back in
 * time, in pairs that share the same instant (the keyset must break ties by id).
 */
export async function seedApplications(query: TQuery, applications: number): Promise<void> {
  await query(
    `insert into users (email, password_hash, first_name, last_name, roles, email_verified_at)
    select 'doctor' || n || '@bench.example.org', 'not-a-hash', ($1::text[])[1 + n % 10],
      ($2::text[])[1 + (n / 10) % 10] || ' ' || n, '{doctor}', now()
    from generate_series(1, $3::int) n`,
    [FIRST_NAMES, LAST_NAMES, applications],
  );
  await query(`
    with hospital_list as (select array_agg(id order by name) ids from hospitals),
    doctors as (
      select id, substring(email from 'doctor(\\d+)@')::int n from users where email like '%@bench.example.org'
    )
    insert into applications (doctor_id, hospital_id, status, submitted_at, created_at, updated_at)
    select d.id, (select ids from hospital_list)[1 + d.n % 3],
      (array['applied','in-review','information-requested','finalise','approved','approved','approved',
        'rejected','in-review','applied','approved','approved','approved','approved','rejected',
        'approved','approved','approved','in-review','draft'])[1 + (d.n / 3) % 20],
      case when (d.n / 3) % 20 = 19 then null else now() - ((d.n / 2) * interval '5 minutes') end,
      now() - ((d.n / 2) * interval '5 minutes') - interval '3 days',
      now() - ((d.n / 2) * interval '5 minutes')
    from doctors d`);
  // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
  await query('vacuum analyze');
}

/** Section A filled and a start on B: what a doctor half-way through the form has saved. */
export const PARTIAL_ANSWERS = `jsonb_build_object(
  'legalFirstName', u.first_name, 'legalLastName', split_part(u.last_name, ' ', 1),
  'dateOfBirth', '1979-04-12', 'npi', '1234567893', 'phone', '(217) 555-0142', 'email', u.email,
  'homeStreet', '12 Elm Street', 'homeCity', 'Springfield', 'homeState', 'IL', 'homeZip', '62701',
  'citizenship', 'us-citizen', 'medicalSchool', 'University of Illinois College of Medicine',
  'medicalDegree', 'md', 'graduationDate', '2005-06-01',
  'training', jsonb_build_array(jsonb_build_object('program', 'Internal Medicine Residency',
    'institution', 'Rush University Medical Center', 'startDate', '2005-07-01', 'endDate', '2008-06-30')))`;
export const SURVEY_ANSWERS = `jsonb_build_object('preferredStartDate', '2026-09-01', 'admissionsPerMonth', '12',
  'practiceSetting', 'hospital', 'languages', 'English, Spanish', 'ehrSystem', 'epic')`;

/**
 * The answers behind the rows whose status report the doctor's list rebuilds (drafts and
 * information-requested; with 'all', every seeded application, as bench-backup.ts wants): an
 * application response for each, a survey for every other one, a privilege picked and two
 * references named (one completed) for every third.
 */
export async function seedDoctorAnswers(
  query: TQuery,
  scope: 'editable' | 'all' = 'editable',
): Promise<void> {
  const statuses = scope === 'all' ? '' : ` and a.status in ('draft', 'information-requested')`;
  const editable = `from applications a join users u on u.id = a.doctor_id
    where u.email like '%@bench.example.org'${statuses}`;
  const formOf = (key: string) =>
    `(select f.id from forms f where f.hospital_id = a.hospital_id and f.key = '${key}' order by f.version desc limit 1)`;
  await query(`insert into form_responses (form_id, application_id, user_id, answers, created_at, updated_at)
    select ${formOf('application')}, a.id, a.doctor_id, ${PARTIAL_ANSWERS}, a.created_at, a.updated_at ${editable}`);
  await query(`insert into form_responses (form_id, application_id, user_id, answers, created_at, updated_at)
    select ${formOf('survey')}, a.id, a.doctor_id, ${SURVEY_ANSWERS}, a.created_at, a.updated_at
    ${editable} and substring(u.email from 'doctor(\\d+)@')::int % 2 = 0`);
  const everyThird = `${editable} and substring(u.email from 'doctor(\\d+)@')::int % 3 = 0`;
  await query(`insert into application_privileges (application_id, privilege_id)
    select a.id, (select p.id from privileges p where p.hospital_id = a.hospital_id order by p.name limit 1)
    ${everyThird}`);
  await query(`insert into "references" (application_id, name, email, state, created_at, updated_at)
    select a.id, 'Dr. Reference ' || k, 'reference' || k || '.' || a.id || '@bench.example.org',
      (case when k = 1 then 'completed' else 'sent' end)::request_state, a.created_at, a.updated_at
    ${everyThird.replace('where', 'cross join generate_series(1, 2) k where')}`);
  await query('vacuum analyze');
}

/** Practitioner n's NPI: 9 digits from n, and the check digit that makes it valid. */
export function npiOf(n: number): string {
  const prefix = String(100_000_000 + n).slice(-9);
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isValidNpi(`${prefix}${digit}`)) {
      return `${prefix}${digit}`;
    }
  }
  throw new Error(`no check digit for ${prefix}`);
}
