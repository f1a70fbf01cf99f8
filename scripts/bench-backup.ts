// Benchmark (not a test): `npm run backup` and `npm run restore` on a database of 10,000
// applications with their documents, run as a person runs them (the real commands, in child
// processes, given DATA_DIR or DATABASE_URL). Seeds a source (bench-seed.ts: doctors, applications,
// their answers, references, status history and audit trail; documents in the local storage
// folder), backs it up, restores the archive into an empty target, and prints rows and files
// copied, the archive's size, each command's wall time, CPU (user + system of the command and its
// children) and peak RSS (/usr/bin/time), and on PostgreSQL the server's CPU for the database.
// Run: npm run bench:backup [-- --db pglite|pg|both]         (both by default)
//      BENCH_BACKUP_APPLICATIONS=1000 npm run bench:backup   (a smaller database)
//   PostgreSQL: the DATABASE_URL server, else postgres://postgres@127.0.0.1:5432/postgres; the two
//   databases it creates there are dropped, and its temporary folder removed, however it ends.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  cleanUpOnInterrupt,
  listBackendPids,
  readLoadAverage,
  startCpuMeter,
  withCleanup,
} from './bench-api/processes';
import {
  migrateAndSeed,
  openBenchDatabase,
  runAdminQuery,
  seedApplications,
  seedDoctorAnswers,
} from './bench-seed';
import { seedDocuments, seedTrail } from './bench-backup/seed';

const APPLICATIONS = Number(process.env.BENCH_BACKUP_APPLICATIONS ?? 10_000);
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const TIME = '/usr/bin/time';
const MB = 1024 * 1024;

type TSummary = { tables: number; rows: number; files: number; bytes: number };
type TRun = {
  wallS: number;
  cpuS: number | null;
  peakMb: number | null;
  serverCpuS: number | null;
  summary: TSummary;
};

function parseSummary(stdout: string): TSummary {
  const match = /(\d+) tables, (\d+) rows, (\d+) files \((\d+) bytes\)/.exec(stdout);
  if (!match) {
    throw new Error(`No summary line in:\n${stdout}`);
  }
  const [tables, rows, files, bytes] = match.slice(1).map(Number);
  return { tables, rows, files, bytes };
}

/**
 * `npm run --silent <command> -- <archive>` with `env`, under /usr/bin/time when there is one:
 * wall time, CPU of the command and every process it waited for, the largest peak RSS among them;
 * on PostgreSQL also the CPU of the server's backends for `database`.
 */
async function runCommand(
  command: 'backup' | 'restore',
  archive: string,
  env: Record<string, string>,
  database?: string,
): Promise<TRun> {
  const timeFile = `${archive}.${command}.time`;
  const npm = ['npm', 'run', '--silent', command, '--', archive];
  const [file, ...args] = existsSync(TIME) ? [TIME, '-f', '%U %S %M', '-o', timeFile, ...npm] : npm;
  const meter = database ? startCpuMeter(() => listBackendPids(database)) : null;
  const started = performance.now();
  const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  const wallS = (performance.now() - started) / 1000;
  const serverCpuS = meter ? meter.stop().total / 1000 : null;
  if (code !== 0) {
    throw new Error(`npm run ${command} exited with ${code}:\n${stderr}${stdout}`);
  }
  let cpuS: number | null = null;
  let peakMb: number | null = null;
  if (existsSync(timeFile)) {
    const [user, system, maxKb] = readFileSync(timeFile, 'utf8')
      .trim()
      .split('\n')
      .at(-1)!
      .split(' ')
      .map(Number);
    cpuS = user + system;
    peakMb = maxKb / 1024;
  }
  return { wallS, cpuS, peakMb, serverCpuS, summary: parseSummary(stdout) };
}

/** The environment a person's shell gives the command: this one's, less what would point it elsewhere. */
function commandEnv(place: { DATA_DIR: string; DATABASE_URL?: string }): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    const isElsewhere = /^(DATABASE_URL|STORAGE|S3_.*|REDIS_URL|SMTP_URL|NODE_ENV|npm_.*)$/.test(key);
    if (value !== undefined && !isElsewhere) {
      env[key] = value;
    }
  }
  return { ...env, ...place };
}

type TResult = { label: string; applications: number; archiveBytes: number; backup: TRun; restore: TRun };

async function benchOne(db: 'pglite' | 'pg', serverUrl: string): Promise<TResult> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'docapply-bench-backup-'));
  const source = path.join(root, 'source');
  const target = path.join(root, 'target');
  const archive = path.join(root, 'docapply.tar.gz');
  const targetName = `docapply_bench_${randomBytes(4).toString('hex')}`;
  let bench: Awaited<ReturnType<typeof openBenchDatabase>> | null = null;
  let isTargetCreated = false;
  const remove = async () => {
    await bench?.database.close().catch(() => undefined);
    await bench?.drop();
    // BENCH_KEEP=1 leaves them to look into (a run's commands again with --cpu-prof, say).
    if (process.env.BENCH_KEEP === '1') {
      console.log(`kept ${root}${isTargetCreated ? ` and database ${targetName}` : ''}`);
      return;
    }
    if (isTargetCreated) {
      await runAdminQuery(serverUrl, `drop database if exists ${targetName} with (force)`);
    }
    rmSync(root, { recursive: true, force: true });
  };
  return withCleanup(remove, async () => {
    const started = performance.now();
    mkdirSync(source);
    bench = await openBenchDatabase({
      serverUrl: db === 'pg' ? serverUrl : undefined,
      dataDir: db === 'pglite' ? path.join(source, 'db') : undefined,
    });
    const { database, query, label } = bench;
    await migrateAndSeed(database);
    await seedApplications(query, APPLICATIONS);
    await seedDoctorAnswers(query, 'all');
    await seedTrail(query);
    await seedDocuments(query, source);
    const [{ count: sourceApplications }] = await query<{ count: number }>(
      'select count(*)::int as count from applications',
    );
    await database.close();
    console.log(
      `${label}: ${APPLICATIONS} applications seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    let targetUrl: string | undefined;
    if (db === 'pg') {
      await runAdminQuery(serverUrl, `create database ${targetName}`);
      isTargetCreated = true;
      const url = new URL(serverUrl);
      url.pathname = `/${targetName}`;
      targetUrl = url.toString();
    }
    const backup = await runCommand(
      'backup',
      archive,
      commandEnv({ DATA_DIR: source, ...(bench.url ? { DATABASE_URL: bench.url } : {}) }),
      bench.name,
    );
    const archiveBytes = statSync(archive).size;
    const restore = await runCommand(
      'restore',
      archive,
      commandEnv({ DATA_DIR: target, ...(targetUrl ? { DATABASE_URL: targetUrl } : {}) }),
      db === 'pg' ? targetName : undefined,
    );
    const restored = await countApplications(db, target, targetUrl);
    if (restored !== sourceApplications) {
      throw new Error(`The target holds ${restored} applications, the source ${sourceApplications}.`);
    }
    return {
      label: db === 'pg' ? 'PostgreSQL' : 'PGlite',
      applications: APPLICATIONS,
      archiveBytes,
      backup,
      restore,
    };
  });
}

async function countApplications(db: 'pglite' | 'pg', target: string, url?: string): Promise<number> {
  const text = 'select count(*)::int as count from applications';
  if (db === 'pg') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ count: number }>(text)).rows[0].count;
    } finally {
      await client.end();
    }
  }
  const bench = await openBenchDatabase({ dataDir: path.join(target, 'db') });
  try {
    return (await bench.query<{ count: number }>(text))[0].count;
  } finally {
    await bench.database.close();
  }
}

const seconds = (value: number | null) => (value === null ? 'n/a' : value.toFixed(1));
const megabytes = (value: number | null) => (value === null ? 'n/a' : value.toFixed(0));

function printTable(results: TResult[]): void {
  console.log(
    `\n${os.cpus().length} cores, load average ${readLoadAverage()} (others may share the machine)\n`,
  );
  console.log(
    '| database | applications | files | rows | archive MB | backup s | backup CPU s | backup peak RSS MB | restore s | restore CPU s | restore peak RSS MB | server CPU s (backup / restore) |',
  );
  console.log('| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |');
  for (const { label, applications, archiveBytes, backup, restore } of results) {
    const server =
      backup.serverCpuS === null ? '—' : `${seconds(backup.serverCpuS)} / ${seconds(restore.serverCpuS)}`;
    console.log(
      `| ${label} | ${applications} | ${backup.summary.files} (${(backup.summary.bytes / MB).toFixed(0)} MB) | ${backup.summary.rows} | ${(archiveBytes / MB).toFixed(0)} | ${seconds(backup.wallS)} | ${seconds(backup.cpuS)} | ${megabytes(backup.peakMb)} | ${seconds(restore.wallS)} | ${seconds(restore.cpuS)} | ${megabytes(restore.peakMb)} | ${server} |`,
    );
  }
}

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'both' }, help: { type: 'boolean' } },
});
if (values.help || !['pglite', 'pg', 'both'].includes(values.db)) {
  console.log(
    '[BENCH_BACKUP_APPLICATIONS=10000] [DATABASE_URL=postgres://…] npm run bench:backup [-- --db pglite|pg|both]',
  );
  process.exit(values.help ? 0 : 1);
}
if (!existsSync(TIME)) {
  console.log(`No ${TIME} (Debian's package time): CPU and peak RSS are not measured.`);
}
cleanUpOnInterrupt('dropping the databases and removing the folders');
// The commands build the API when it is stale: built now, so no run times the build.
spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--only', 'api'], { stdio: 'inherit' });
const serverUrl = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
const results: TResult[] = [];
for (const db of values.db === 'both' ? (['pglite', 'pg'] as const) : [values.db as 'pglite' | 'pg']) {
  results.push(await benchOne(db, serverUrl));
  const last = results.at(-1)!;
  console.log(
    `${last.label}: backup ${seconds(last.backup.wallS)} s, restore ${seconds(last.restore.wallS)} s, archive ${(last.archiveBytes / MB).toFixed(0)} MB`,
  );
}
printTable(results);
