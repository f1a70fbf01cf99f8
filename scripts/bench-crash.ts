// Benchmark (not a test): recovery after a crash. For each database, N cycles of: writers doing
// acknowledged writes through the public API (POST /api/contacts, a unique message each), `kill -9`
// of the built server at a random moment, a restart, and the time from the kill until GET
// /api/health answers 200. At the end the server is stopped and every acknowledged write is looked
// up in the database itself. Like a process supervisor, a start that exits (say, refused by the
// data-folder lock) is started again after RESPAWN_DELAY_MS.
// Run: npm run bench:crash [-- --cycles 50] [--writers 4] [--db pglite|pg|both] [--server <bundle>]
//   [--verbose] (each cycle's time and the server's own "Ready in" breakdown)
//   --db defaults to PGlite, plus PostgreSQL when DATABASE_URL is set; pg needs a server to create
//   a database on (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { findFreePort } from './bench-api/bundle';
import { positive } from './bench-api/options';
import { sleep, startHealthy } from './bench-crash/server';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const KILL_AFTER_MS = [100, 1_500] as const;
const TARGET_MS = 5_000;

type TOptions = {
  cycles: number;
  writers: number;
  db: 'pglite' | 'pg' | 'both' | 'default';
  server: string;
  verbose: boolean;
};
type TBackend = { label: string; env: Record<string, string>; readMessages: () => Promise<Set<string>> };
type TResult = { label: string; cycles: number; acknowledged: number; missing: number; recoveries: number[] };

function parseOptions(argv: string[]): TOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      cycles: { type: 'string' },
      writers: { type: 'string' },
      db: { type: 'string' },
      server: { type: 'string', default: 'apps/api/dist/server.js' },
      verbose: { type: 'boolean', default: false },
    },
  });
  if (values.db !== undefined && !['pglite', 'pg', 'both'].includes(values.db)) {
    throw new Error(`--db must be pglite, pg or both, got ${values.db}`);
  }
  return {
    cycles: Math.round(positive('cycles', values.cycles, 50, 1)),
    writers: Math.round(positive('writers', values.writers, 4, 1)),
    db: (values.db ?? 'default') as TOptions['db'],
    server: values.server,
    verbose: values.verbose,
  };
}

/** Writes until the server goes away; returns the messages the server acknowledged (201). */
async function write(base: string, prefix: string): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let seq = 0; ; seq++) {
    const message = `${prefix}-${seq}`;
    try {
      const response = await fetch(`${base}/api/contacts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Crash Bench', email: 'crash.bench@example.org', message }),
      });
      await response.arrayBuffer();
      if (response.status === 201) {
        acknowledged.push(message);
      }
    } catch {
      return acknowledged;
    }
  }
}

async function runCycles(backend: TBackend, options: TOptions): Promise<TResult> {
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...backend.env, PORT: String(port) };
  const run = randomBytes(3).toString('hex');
  const acknowledged: string[] = [];
  const recoveries: number[] = [];
  let server = await startHealthy(options.server, env, base);
  for (let cycle = 1; cycle <= options.cycles; cycle++) {
    const writers = Array.from({ length: options.writers }, (_, w) => write(base, `${run}-c${cycle}-w${w}`));
    await sleep(randomInt(...KILL_AFTER_MS));
    const killedAt = performance.now();
    server.child.kill('SIGKILL');
    await server.exited;
    for (const messages of await Promise.all(writers)) {
      acknowledged.push(...messages);
    }
    server = await startHealthy(options.server, env, base);
    recoveries.push(performance.now() - killedAt);
    if (options.verbose) {
      const took = ((performance.now() - killedAt) / 1000).toFixed(2);
      console.log(
        `${backend.label}: cycle ${cycle}: healthy ${took} s after the kill; ${server.getReadyLine()}`,
      );
    } else {
      process.stdout.write(`\r${backend.label}: cycle ${cycle}/${options.cycles}`);
    }
  }
  process.stdout.write('\n');
  server.child.kill('SIGTERM');
  if ((await server.exited) !== 0) {
    throw new Error(`The server did not stop cleanly:\n${server.getStderr()}`);
  }
  const stored = await backend.readMessages();
  const missing = acknowledged.filter((message) => !stored.has(message));
  for (const message of missing.slice(0, 5)) {
    console.log(`  missing: ${message}`);
  }
  return {
    label: backend.label,
    cycles: options.cycles,
    acknowledged: acknowledged.length,
    missing: missing.length,
    recoveries,
  };
}

function serverEnv(dataDir: string, databaseUrl?: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !['DATABASE_URL', 'NODE_ENV', 'REDIS_URL', 'SMTP_URL'].includes(key)) {
      env[key] = value;
    }
  }
  return {
    ...env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

async function benchPglite(options: TOptions): Promise<TResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'docapply-crash-'));
  try {
    return await runCycles(
      {
        label: 'PGlite (DATA_DIR/db)',
        env: serverEnv(dataDir),
        readMessages: async () => {
          const client = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
          const { rows } = await client.query<{ message: string }>('select message from contacts');
          await client.close();
          return new Set(rows.map((row) => row.message));
        },
      },
      options,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function query<T extends object>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

async function benchPostgres(options: TOptions): Promise<TResult> {
  const serverUrl = process.env.DATABASE_URL ?? DEFAULT_PG_URL;
  const name = `docapply_crash_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'docapply-crash-'));
  await query(serverUrl, `create database ${name}`);
  try {
    const [{ server_version: version }] = await query<{ server_version: string }>(
      serverUrl,
      'show server_version',
    );
    return await runCycles(
      {
        label: `PostgreSQL ${version.split(' ')[0]} (${url.host})`,
        env: serverEnv(dataDir, url.toString()),
        readMessages: async () => {
          const rows = await query<{ message: string }>(url.toString(), 'select message from contacts');
          return new Set(rows.map((row) => row.message));
        },
      },
      options,
    );
  } finally {
    await query(serverUrl, `drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
}

function printTable(results: TResult[], options: TOptions): void {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const header = [
    'database',
    'cycles',
    'acknowledged writes',
    'missing',
    'kill-to-healthy median',
    'p95',
    'worst',
  ];
  const rows = results.map((r) => [
    r.label,
    String(r.cycles),
    String(r.acknowledged),
    String(r.missing),
    seconds(percentile(r.recoveries, 0.5)),
    seconds(percentile(r.recoveries, 0.95)),
    seconds(Math.max(...r.recoveries)),
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\n${options.writers} writers, kill -9 ${KILL_AFTER_MS[0]}-${KILL_AFTER_MS[1]} ms into each cycle's writes ` +
      `(target: healthy within ${TARGET_MS / 1000} s, no acknowledged write missing)`,
  );
  console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
  // Starting is CPU-bound: other work on the machine shows in the figures.
  const load = os.loadavg().map((value) => value.toFixed(1));
  console.log(
    `machine: ${os.cpus().length} cores, load average ${load.join(' / ')} (1 / 5 / 15 min) at the end`,
  );
}

const options = parseOptions(process.argv.slice(2));
options.server = path.resolve(ROOT, options.server);
if (!existsSync(options.server)) {
  console.log(`${path.relative(ROOT, options.server)} is missing: building the API first`);
  const build = spawnSync('npm', ['run', 'build', '-w', '@docapply/api'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}
const results: TResult[] = [];
if (options.db !== 'pg') {
  results.push(await benchPglite(options));
}
if (options.db === 'pg' || options.db === 'both' || (options.db === 'default' && process.env.DATABASE_URL)) {
  results.push(await benchPostgres(options));
}
printTable(results, options);
process.exit(results.some((r) => r.missing > 0) ? 1 : 0);
