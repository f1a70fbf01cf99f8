// Benchmark (not a test): an OPPE import of 100,000 indicator rows (issue 41, ADR 19). Seeds one
// hospital's practitioners (rows / indicators of them, each appointed with an NPI) and its
// indicators and cycle; streams a generated CSV (one row per practitioner and indicator) through the
// import service as an upload would (csv-parse → staging table → checks → one insert … select), then
// the same file with one bad row at its end (rejected whole), and reads the cycle's practitioner list
// and one report. Prints each step's time and the process's peak RSS and heap while importing.
// Run: npm run bench:oppe-import -- [--db pglite|pg|both] [--rows 100000] [--indicators 10]
//      (PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/api/src/config';
import { runAsSystem, type TAppContext } from '../apps/api/src/core/context';
import { createEventBus } from '../apps/api/src/core/events';
import { importOppeCsv } from '../apps/api/src/modules/oppe/import';
import { DEFAULT_SERVER_URL, parseDatabases, positive } from './bench-api/options';
import { migrateAndSeed, npiOf, openBenchDatabase, type TQuery } from './bench-seed';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    rows: { type: 'string' },
    indicators: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('npm run bench:oppe-import -- [--db pglite|pg|both] [--rows 100000] [--indicators 10]');
  process.exit(0);
}
const ROWS = Math.round(positive('rows', values.rows, 100_000));
const INDICATORS = Math.round(positive('indicators', values.indicators, 10));
const PRACTITIONERS = Math.ceil(ROWS / INDICATORS);
const MB = 1024 * 1024;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;

/** The CSV in chunks of 1,000 lines, generated as it is read (like an upload arriving). */
function* generateCsv(period: string, badLastRow: boolean): Generator<string> {
  yield 'npi,indicator,period,numerator,denominator\n';
  let lines: string[] = [];
  for (let row = 0; row < ROWS; row += 1) {
    const n = Math.floor(row / INDICATORS);
    const indicator = row % INDICATORS;
    const isRate = indicator % 2 === 0;
    const denominator = 20 + (n % 80);
    lines.push(
      `${npiOf(n)},indicator-${indicator},${period},${isRate ? n % 7 : 10 + (n % 50)},${isRate ? denominator : ''}`,
    );
    if (lines.length === 1000) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (badLastRow) {
    lines.push(`${npiOf(0)},indicator-0,${period},90,10`);
  }
  yield lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

async function seedHospital(query: TQuery): Promise<{ hospitalId: string; period: string }> {
  const [{ id: hospitalId }] = await query<{ id: string }>('select id from hospitals order by name limit 1');
  await query(
    `insert into users (email, password_hash, first_name, last_name, roles, email_verified_at)
    select 'oppe' || n || '@bench.example.org', 'not-a-hash', 'Doc', 'Tor ' || n, '{doctor}', now()
    from generate_series(0, $1::int - 1) n`,
    [PRACTITIONERS],
  );
  await query(
    `insert into applications (doctor_id, hospital_id, status, submitted_at)
    select id, $1, 'approved', now() from users where email like 'oppe%@bench.example.org'`,
    [hospitalId],
  );
  await query(
    `insert into appointments (application_id, doctor_id, hospital_id, starts_on, ends_on)
    select a.id, a.doctor_id, a.hospital_id, current_date - 100, current_date + 600
    from applications a join users u on u.id = a.doctor_id where u.email like 'oppe%@bench.example.org'`,
  );
  const npis = Array.from({ length: PRACTITIONERS }, (_, n) => npiOf(n));
  await query(
    `insert into screening_subjects (application_id, doctor_id, hospital_id, npi, first_name, last_name, first_key, last_key)
    select a.id, a.doctor_id, a.hospital_id, ($2::text[])[substring(u.email from 'oppe(\\d+)@')::int + 1],
      'Doc', u.last_name, 'doc', lower(u.last_name)
    from applications a join users u on u.id = a.doctor_id
    where u.email like 'oppe%@bench.example.org' and a.hospital_id = $1`,
    [hospitalId, npis],
  );
  await query(
    `insert into oppe_indicators (hospital_id, department, key, name, kind, unit, min, max, low_volume_below)
    select $1, 'Department ' || (i % 3), 'indicator-' || i, 'Indicator ' || i,
      case when i % 2 = 0 then 'rate' else 'count' end, case when i % 2 = 0 then '%' else 'cases' end,
      case when i % 2 = 1 then 20 end, case when i % 2 = 0 then 25 end, case when i % 2 = 0 then 25 end
    from generate_series(0, $2::int - 1) i`,
    [hospitalId, INDICATORS],
  );
  const [{ starts_on: period }] = await query<{ starts_on: string }>(
    `insert into oppe_cycles (hospital_id, starts_on, ends_on)
    values ($1, date_trunc('month', current_date)::date, (date_trunc('month', current_date) + interval '12 months - 1 day')::date)
    returning starts_on::text`,
    [hospitalId],
  );
  await query('vacuum analyze');
  return { hospitalId, period };
}

/** Runs `work`, sampling the process's RSS and heap every 20 ms: its time and the peaks. */
async function measure<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; rss: number; heap: number }> {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

async function runOn(kind: 'pglite' | 'pg'): Promise<void> {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'docapply-bench-oppe-'));
  const bench = await openBenchDatabase({
    serverUrl: kind === 'pg' ? process.env.DATABASE_URL || DEFAULT_SERVER_URL : undefined,
  });
  try {
    await migrateAndSeed(bench.database);
    const started = performance.now();
    const { hospitalId, period } = await seedHospital(bench.query);
    console.log(
      `${bench.label}: ${PRACTITIONERS} practitioners and ${INDICATORS} indicators seeded in ${seconds(performance.now() - started)}`,
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
      events: createEventBus([]),
      log: { error: () => undefined },
    } as unknown as TAppContext;
    const importFile = (badLastRow: boolean) =>
      runAsSystem(ctx, 'bench:oppe-import', () =>
        importOppeCsv(ctx.db, null, {
          hospitalId,
          fileName: 'bench.csv',
          input: Readable.from(generateCsv(period, badLastRow)),
        }),
      );
    const before = process.memoryUsage();
    const good = await measure(() => importFile(false));
    console.log(
      `  import of ${good.result.rowsImported} rows: ${seconds(good.ms)}; RSS ${mb(before.rss)} before, ` +
        `peak ${mb(good.rss)}; heap ${mb(before.heapUsed)} before, peak ${mb(good.heap)}`,
    );
    const bad = await measure(() =>
      importFile(true).then(
        () => 'imported',
        (error: Error) => error.message,
      ),
    );
    console.log(
      `  the same with one bad row, rejected whole: ${seconds(bad.ms)} (${bad.result}); peak RSS ${mb(bad.rss)}`,
    );
    const [{ values: count }] = await bench.query<{ values: number }>(
      'select count(*)::int as values from oppe_values',
    );
    console.log(`  oppe_values after both: ${count} rows`);
  } finally {
    await bench.database.close();
    await bench.drop();
    rmSync(cwd, { recursive: true, force: true });
  }
}

for (const kind of parseDatabases(values.db)) {
  await runOn(kind);
}
