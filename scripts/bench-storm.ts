// Over 300 lines on purpose for now: one benchmark read top to bottom (options, seed, storm, probes,
// report); its option parsing and report should move to scripts/bench-storm/ like bench-api/.
// Benchmark (not a test): a storm of admin searches, and how soon the server answers again once it
// ends. For each database (PGlite in a data folder, PostgreSQL in a database of its own): seeds
// 100,000 applications (bench-seed.ts), starts the built server (apps/api/dist/server.js) with its
// default limits, loads it for 60 s with searches of the queue by doctor name and email (a
// different term each request) at 50 connections, then, from the moment the load stops, asks every
// 50 ms for /api/health and for the signed-in admin's queue until each answers 200. Prints the
// storm's answers (200, 503 by cause, other), its latency, /api/health's time during the storm, the
// time to the first answers after it and the server's memory. The target: /api/health answers
// within 1 s of the storm's end (the exit code is 1 otherwise).
// Run: npm run bench:storm                          (both databases, 60 s)
//      npm run bench:storm -- --seconds 10 --db pglite --applications 10000
// PostgreSQL: DATABASE_URL (a server URL; the benchmark creates and drops its own database), else
// postgres://postgres@127.0.0.1:5432/postgres. --build rebuilds the server bundle first; --server
// starts another bundle (to compare two builds); --env KEY=VALUE adds to the server's environment
// (e.g. DB_MAX_QUEUE=16).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seedIfEmpty } from '../apps/api/src/db/seed';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../apps/api/src/plugins/overload';
import { issueAccessToken } from '../apps/api/src/modules/auth/tokens';
import { ensureServerBuilt, findFreePort } from './bench-api/bundle';
import { readMemory, startServer, stopServer, type TMemory, type TServer } from './bench-api/processes';
import { openBenchDatabase, seedApplications, type TBenchDatabase, type TQuery } from './bench-seed';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_JS = path.join(ROOT, 'apps/api/dist/server.js');
const TOKEN_KEY = randomBytes(48).toString('base64url');
// The server's own limits stay at their defaults (DB_MAX_QUEUE, MAX_EVENT_LOOP_DELAY_MS): they are
// what is measured. Only the per-IP limit is lifted: every request comes from one address here.
const SERVER_ENV = { TOKEN_KEY, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000000', HOST: '127.0.0.1' };
const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const POLL_MS = 50;
/** After the storm, how long the probes go on before the server counts as not answering. */
const RECOVERY_LIMIT_MS = 120_000;
const QUEUE_URL = '/api/admin/applications?sort=submitted-desc';
/** The Retry-After of a 503 from a full database queue (plugins/error-handler.ts). */
const DB_BUSY_RETRY_AFTER_S = 1;

type TDbKind = 'pglite' | 'pg';
type TOptions = {
  databases: TDbKind[];
  seconds: number;
  connections: number;
  applications: number;
  serverUrl: string;
  build: boolean;
  /** The bundle to start (another build to compare); apps/api/dist/server.js by default. */
  serverJs: string;
  serverEnv: Record<string, string>;
};

function parseOptions(argv: string[]): TOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string', default: 'both' },
      seconds: { type: 'string', default: '60' },
      connections: { type: 'string', default: '50' },
      applications: { type: 'string', default: '100000' },
      env: { type: 'string', multiple: true },
      build: { type: 'boolean', default: false },
      server: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'npm run bench:storm -- [--db pglite|pg|both] [--seconds 60] [--connections 50]\n' +
        '  [--applications 100000] [--build] [--server <bundle>] [--env KEY=VALUE ...]\n' +
        `PostgreSQL: DATABASE_URL, else ${DEFAULT_SERVER_URL}`,
    );
    process.exit(0);
  }
  const number = (name: string, value: string) => {
    const parsed = Number(value.replace(/_/g, ''));
    if (!Number.isFinite(parsed) || parsed <= 0) {
      throw new Error(`--${name} must be a number above 0, got ${value}`);
    }
    return parsed;
  };
  if (values.db !== 'pglite' && values.db !== 'pg' && values.db !== 'both') {
    throw new Error(`--db must be pglite, pg or both, got ${values.db}`);
  }
  const serverEnv: Record<string, string> = {};
  for (const pair of values.env ?? []) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(pair);
    if (!match) {
      throw new Error(`--env takes KEY=VALUE, got ${pair}`);
    }
    serverEnv[match[1]] = match[2];
  }
  return {
    databases: values.db === 'both' ? ['pglite', 'pg'] : [values.db],
    seconds: number('seconds', values.seconds),
    connections: Math.round(number('connections', values.connections)),
    applications: Math.round(number('applications', values.applications)),
    serverUrl: process.env.DATABASE_URL || DEFAULT_SERVER_URL,
    build: values.build,
    serverJs: values.server ? path.resolve(values.server) : SERVER_JS,
    serverEnv,
  };
}

/**
 * What admins type (bench-seed's doctors are "<First> <Last> <n>", doctor<n>@bench.example.org):
 * a last name (1 doctor in 10), a first name, three letters of one, a name with the start of a
 * number, one doctor's full name, the start of an email.
 */
function randomSearchTerm(applications: number): string {
  const firstNames = ['alex', 'maria', 'james', 'priya', 'chen', 'fatima', 'noah', 'olivia', 'liam', 'ava'];
  const lastNames = [
    'rivera',
    'smith',
    'patel',
    'nguyen',
    'garcia',
    'kim',
    'okafor',
    'brown',
    'rossi',
    'haddad',
  ];
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
  const n = 1 + Math.floor(Math.random() * applications);
  const last = lastNames[Math.floor(n / 10) % 10];
  const kinds = [
    () => pick(lastNames),
    () => pick(firstNames),
    () => pick(lastNames).slice(0, 3),
    () => `${pick(lastNames)} ${String(n).slice(0, 2)}`,
    () => `${firstNames[n % 10]} ${last} ${n}`,
    () => `doctor${String(n).slice(0, 4)}`,
  ];
  return pick(kinds)();
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) {
    return NaN;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A non-200 answer by its cause: a 503 from the full database queue (Retry-After 1) is `503 db`,
 * one from the event-loop guard (Retry-After 10) `503 lag`; a request that got no answer `error`.
 */
type TAnswers = Record<string, number>;

function labelAnswer(status: number, retryAfter: string | null | undefined): string {
  if (status !== 503) {
    return String(status);
  }
  if (retryAfter === String(DB_BUSY_RETRY_AFTER_S)) {
    return '503 db';
  }
  return retryAfter === String(OVERLOAD_RETRY_AFTER_SECONDS) ? '503 lag' : '503';
}

function count(answers: TAnswers, label: string): void {
  answers[label] = (answers[label] ?? 0) + 1;
}

function describeAnswers(answers: TAnswers): string {
  return Object.entries(answers)
    .map(([label, n]) => `${n}×${label}`)
    .join(', ');
}

type TStorm = {
  ok: number;
  busy: number;
  /** Every answer other than 200, by cause (see labelAnswer). */
  answers: TAnswers;
  other: number;
  errors: number;
  okMs: number[];
  busyMs: number[];
  /** performance.now() when the last connection was closed. */
  endedAt: number;
  peakRssMb: number;
  /** /api/health asked once a second during the storm: the time of each 200, and the rest. */
  healthOkMs: number[];
  healthAnswers: TAnswers;
};

/** `seconds` of searches at `connections`; ends when autocannon has closed every connection. */
function runStorm(server: TServer, token: string, options: TOptions): Promise<TStorm> {
  const storm: TStorm = {
    ok: 0,
    busy: 0,
    answers: {},
    other: 0,
    errors: 0,
    okMs: [],
    busyMs: [],
    endedAt: 0,
    peakRssMb: 0,
    healthOkMs: [],
    healthAnswers: {},
  };
  const sampler = setInterval(() => {
    try {
      storm.peakRssMb = Math.max(storm.peakRssMb, readMemory(server.pid).rssMb);
    } catch {
      // The server has gone: the probes after the storm tell.
    }
  }, 250);
  const healthProbes: Promise<void>[] = [];
  const askHealth = setInterval(() => {
    const started = performance.now();
    healthProbes.push(
      fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(30_000) })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 200) {
            storm.healthOkMs.push(performance.now() - started);
          } else {
            count(storm.healthAnswers, labelAnswer(response.status, response.headers.get('retry-after')));
          }
        })
        .catch(() => count(storm.healthAnswers, 'error')),
    );
  }, 1000);
  return new Promise((resolve) => {
    const instance = autocannon(
      {
        url: `${server.baseUrl}${QUEUE_URL}`,
        headers: { 'x-auth-token': token },
        connections: options.connections,
        duration: options.seconds,
        // autocannon closes its connections at the first sample after the duration: sample often,
        // so that the load stops when the duration does.
        sampleInt: 50,
        timeout: 30,
        requests: [
          {
            setupRequest: (request: { path: string }) => {
              request.path = `/api/admin/applications?q=${encodeURIComponent(randomSearchTerm(options.applications))}&sort=submitted-desc`;
              return request;
            },
            onResponse: (
              status: number,
              _body: string,
              _context: unknown,
              headers: Record<string, string>,
            ) => {
              if (status !== 200) {
                const retryAfter = Object.entries(headers).find(
                  ([key]) => key.toLowerCase() === 'retry-after',
                )?.[1];
                count(storm.answers, labelAnswer(status, retryAfter));
              }
            },
          },
        ],
      },
      (error, result) => {
        storm.endedAt = performance.now();
        clearInterval(sampler);
        clearInterval(askHealth);
        if (error) {
          console.error(`  autocannon: ${error.message}`);
        }
        storm.errors = result?.errors ?? 0;
        if (storm.errors > 0) {
          storm.answers.error = storm.errors;
        }
        // The health requests still out answer after the end: they do not delay the probes' start.
        void Promise.allSettled(healthProbes);
        resolve(storm);
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) {
        storm.ok++;
        storm.okMs.push(responseTime);
      } else if (statusCode === 503) {
        storm.busy++;
        storm.busyMs.push(responseTime);
      } else {
        storm.other++;
      }
    });
  });
}

type TProbe = { firstOkMs: number | null; answers: TAnswers; sent: number };

/**
 * From `since`, a request every 50 ms (each on its own, not waiting for the one before) until one
 * answers 200: how long after `since` that answer came, and what the others got meanwhile.
 */
async function probeUntilAnswered(url: string, headers: Record<string, string>, since: number) {
  const probe: TProbe = { firstOkMs: null, answers: {}, sent: 0 };
  const pending = new Set<Promise<void>>();
  const controller = new AbortController();
  while (probe.firstOkMs === null && performance.now() - since < RECOVERY_LIMIT_MS) {
    probe.sent++;
    const request = fetch(url, { headers, signal: controller.signal })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 200) {
          probe.firstOkMs ??= performance.now() - since;
        } else if (probe.firstOkMs === null) {
          count(probe.answers, labelAnswer(response.status, response.headers.get('retry-after')));
        }
      })
      .catch(() => {
        if (!controller.signal.aborted) {
          count(probe.answers, 'error');
        }
      });
    pending.add(request);
    void request.finally(() => pending.delete(request));
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  controller.abort();
  await Promise.allSettled(pending);
  return probe;
}

type TResult = {
  label: string;
  storm: TStorm;
  health: TProbe;
  queue: TProbe;
  idle: TMemory;
  after: TMemory | null;
  load: string;
};

async function findAdminToken(query: TQuery): Promise<string> {
  const [user] = await query<{ id: string; roles: string[]; sessionVersion: number }>(
    `select id, roles, session_version as "sessionVersion" from users where email = $1`,
    ['admin@riverside.example.org'],
  );
  return issueAccessToken({ TOKEN_KEY, ACCESS_TOKEN_TTL: '8h' }, user);
}

function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

/** What Ctrl-C must undo (the server, the database, the folder). */
const cleanups = new Set<() => Promise<void> | void>();
process.once('SIGINT', () => {
  console.error('\ninterrupted: stopping the server, dropping the database');
  void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(130));
});

async function stormOne(db: TDbKind, options: TOptions): Promise<TResult> {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'docapply-bench-storm-'));
  const dataDir = path.join(cwd, 'data');
  mkdirSync(dataDir);
  let bench: TBenchDatabase | null = null;
  let server: TServer | null = null;
  const cleanup = async () => {
    if (server) {
      await stopServer(server);
    }
    await bench?.database.close();
    await bench?.drop();
    rmSync(cwd, { recursive: true, force: true });
  };
  cleanups.add(cleanup);
  try {
    bench = await openBenchDatabase({
      serverUrl: db === 'pg' ? options.serverUrl : undefined,
      dataDir: db === 'pglite' ? path.join(dataDir, 'db') : undefined,
    });
    const started = performance.now();
    await bench.database.migrate();
    await seedIfEmpty(bench.database.db, { demoPassword: 'Bench-Passphrase-Not-Used-1' });
    await seedApplications(bench.query, options.applications);
    const token = await findAdminToken(bench.query);
    console.log(
      `\n${bench.label}: ${options.applications.toLocaleString('en')} applications seeded in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // PGlite is one process: the server can open the folder only once this process has closed it.
    await bench.database.close();
    const database: Record<string, string> = db === 'pg' ? { DATABASE_URL: bench.url ?? '' } : {};
    server = await startServer('API', [options.serverJs], {
      cwd,
      env: { ...SERVER_ENV, ...options.serverEnv, DATA_DIR: dataDir, ...database },
      port: await findFreePort(),
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = readMemory(server.pid);
    const load = loadAverage();
    console.log(
      `  storm: ${options.seconds} s of name and email searches at ${options.connections} connections`,
    );
    const storm = await runStorm(server, token, options);
    const headers = { 'x-auth-token': token };
    const [health, queue] = await Promise.all([
      probeUntilAnswered(`${server.baseUrl}/api/health`, {}, storm.endedAt),
      probeUntilAnswered(`${server.baseUrl}${QUEUE_URL}`, headers, storm.endedAt),
    ]);
    const after = server.child.exitCode === null ? readMemory(server.pid) : null;
    const result = {
      label: db === 'pg' ? 'PostgreSQL' : 'PGlite',
      storm,
      health,
      queue,
      idle,
      after,
      load: `${load} → ${loadAverage()}`,
    };
    printResult(result);
    return result;
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** The time to the first 200, and what came back before it. */
function describeProbe(probe: TProbe): string {
  const answered =
    probe.firstOkMs === null ? `none in ${RECOVERY_LIMIT_MS / 1000} s` : `${num(probe.firstOkMs)} ms`;
  const before = describeAnswers(probe.answers);
  return before ? `${answered} (${before})` : answered;
}

/** Health during the storm: the median and longest time to a 200, and the other answers. */
function describeHealthDuring(storm: TStorm): string {
  const ok = storm.healthOkMs;
  const answered = ok.length > 0 ? `${num(percentile(ok, 50))}/${num(Math.max(...ok))} ms` : 'no 200';
  const others = describeAnswers(storm.healthAnswers);
  return others ? `${answered} (${others})` : answered;
}

const COLUMNS = [
  ['database', 10],
  ['200', 6],
  ['503 db', 7],
  ['503 lag', 7],
  ['other', 6],
  ['req/s', 6],
  ['p50 ms', 7],
  ['p99 ms', 7],
  ['503 p99', 8],
  ['health during', 24],
  ['health after', 22],
  ['queue after', 22],
  ['RSS MB', 12],
] as const;

function row(cells: string[]): string {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i][1]) : cell.padStart(COLUMNS[i][1])))
    .join(' ');
}

function resultRow(result: TResult, seconds: number): string {
  const { storm } = result;
  const peak = Math.max(storm.peakRssMb, result.after?.peakMb ?? 0);
  return row([
    result.label,
    String(storm.ok),
    String(storm.answers['503 db'] ?? 0),
    String(storm.answers['503 lag'] ?? 0),
    String(storm.other + storm.errors),
    num(storm.ok / seconds),
    num(percentile(storm.okMs, 50)),
    num(percentile(storm.okMs, 99)),
    num(percentile(storm.busyMs, 99)),
    describeHealthDuring(storm),
    describeProbe(result.health),
    describeProbe(result.queue),
    `${num(result.idle.rssMb)}/${num(peak)}/${result.after ? num(result.after.rssMb) : '-'}`,
  ]);
}

function printResult(result: TResult): void {
  const { storm } = result;
  const others = describeAnswers(storm.answers);
  console.log(
    `  ${result.label}: ${storm.ok}×200${others ? `, ${others}` : ''}; health during the storm ` +
      `${describeHealthDuring(storm)}; after the end: health ${describeProbe(result.health)}, ` +
      `queue ${describeProbe(result.queue)}; load average ${result.load}`,
  );
}

const options = parseOptions(process.argv.slice(2));
if (options.serverJs === SERVER_JS) {
  ensureServerBuilt(ROOT, SERVER_JS, options.build);
}
const results: TResult[] = [];
for (const db of options.databases) {
  try {
    results.push(await stormOne(db, options));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`\n${db}: failed, skipped\n${message.split('\n').slice(0, 8).join('\n')}`);
    process.exitCode = 1;
  }
}
console.log(
  `\n==== storm: ${options.seconds} s of admin searches at ${options.connections} connections, ` +
    `${options.applications.toLocaleString('en')} applications ====`,
);
console.log(row(COLUMNS.map(([name]) => name)));
for (const result of results) {
  console.log(resultRow(result, options.seconds));
}
console.log(
  [
    '',
    '200, 503 db (the database queue was full: Retry-After 1), 503 lag (the event loop lagged: Retry-After',
    "10), other (any other status, connection errors, timeouts): the storm's answers. req/s: 200s per second;",
    'p50/p99: latency of the 200s; 503 p99: of the refusals. health during: /api/health once a second during',
    'the storm, median/longest time to a 200 (and the other answers). health/queue after: from the moment the',
    `last storm connection closed, a request every ${POLL_MS} ms until one answers 200 (/api/health, and the`,
    "signed-in admin's first queue page): the time to that answer, and what came back before it. RSS MB: the",
    'server process, idle/highest during the storm/after. Target: health answers within 1,000 ms of the end.',
  ].join('\n'),
);
if (results.some((r) => r.health.firstOkMs === null || r.health.firstOkMs > 1000)) {
  process.exitCode = 1;
}
