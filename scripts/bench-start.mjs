// Benchmark (not a test): the built server's start and memory. For PGlite (an empty data folder)
// and, when DATABASE_URL is set, PostgreSQL (a database of its own on that server, dropped after):
//   first start   the server on an empty database (migrations + seed): time to /api/health and the
//                 peak resident set (VmHWM) up to the moment it answers;
//   second start  `npm start` on the same data, already built, as a person runs it: time to
//                 /api/health (median and best of --runs starts) and the server's CPU time until
//                 then (steadier than the clock on a machine others use), the server's "Ready in"
//                 line; then on the last one RSS once idle (--idle-seconds after healthy), RSS after
//                 a short load (a sign-in, then --load-seconds of autocannon over the admin queue,
//                 counts, hospitals, settings, the OpenAPI document and the portal's page) and its
//                 peak, and RSS once settled (--settle-seconds later: V8 gives back its start-up
//                 heap after some quiet seconds).
// Builds what is stale first, as `npm start` would. Run:
//   npm run bench:start [-- --runs 5 --load-seconds 5 --idle-seconds 3 --settle-seconds 30 --db pglite|pg]
// `--server <file>` measures another bundle (e.g. a copy of a build before a change), started with
// `node <file>` for the second starts too, so without npm's own start-up (~0.2 s).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { build } from './build.mjs';
import { ROOT } from './build-targets.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'load-seconds': { type: 'string', default: '5' },
    'idle-seconds': { type: 'string', default: '3' },
    'settle-seconds': { type: 'string', default: '30' },
    db: { type: 'string' },
    server: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const LOAD_SECONDS = Number(options['load-seconds']);
const IDLE_MS = Number(options['idle-seconds']) * 1000;
const SETTLE_MS = Number(options['settle-seconds']) * 1000;
const SERVER_JS = options.server ? resolve(options.server) : join(ROOT, 'apps/api/dist/server.js');
/** How a person starts the built product; with --server, that bundle directly. */
const SECOND_START = options.server ? [process.execPath, [SERVER_JS]] : ['npm', ['start', '--silent']];
const SECOND_START_LABEL = options.server ? `node ${options.server}` : 'npm start';
const DEMO_PASSWORD = `bench-${randomBytes(12).toString('hex')}`;
const ADMIN_EMAIL = 'admin@riverside.example.org';
const CLOCK_TICKS = 100; // USER_HZ, which /proc counts in on Linux

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** VmRSS now and VmHWM (the peak since the process started), in MB. */
function readMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces): state is [0]. */
function readStat(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU time (user + system) of the process's main thread and of all its threads, in ms. */
function readCpuMs(pid) {
  const ms = (fields) => ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  return { main: ms(readStat(`${pid}/task/${pid}`)), all: ms(readStat(pid)) };
}

/** The process of `npm start` that runs the server (npm → sh → node scripts/start.mjs). */
function findServerPid(groupId) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const isStartScript = /(^|\/)node$/.test(cmdline[0]) && cmdline[1]?.endsWith('scripts/start.mjs');
      if (isStartScript && Number(readStat(entry)[2]) === groupId) {
        return Number(entry);
      }
    } catch {
      // gone meanwhile
    }
  }
  throw new Error('the server process of npm start was not found');
}

/** Starts a command in a process group of its own and waits for /api/health. */
async function start(label, command, args, env) {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const lines = [];
  const onData = (chunk) => {
    output = (output + chunk.toString()).slice(-200_000);
    lines.push(...chunk.toString().split('\n'));
    if (lines.length > 2000) {
      lines.splice(0, lines.length - 2000);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${label} exited with ${child.exitCode} before answering:\n${output.slice(-4000)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) {
        break;
      }
    } catch {
      // not yet
    }
    if (performance.now() - started > 120_000) {
      process.kill(-child.pid, 'SIGKILL');
      throw new Error(`${label} did not answer within 120 s:\n${output.slice(-4000)}`);
    }
    await sleep(10);
  }
  const ms = performance.now() - started;
  const pid = command === 'npm' ? findServerPid(child.pid) : child.pid;
  const cpu = readCpuMs(pid);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // The server alone: npm would pass a signal of its own on, and a second one means "now".
      process.kill(pid, 'SIGTERM');
      const timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const readyLine = () => /Ready in .*/.exec(output)?.[0] ?? '(no "Ready in" line)';
  return { pid, ms, cpu, baseUrl, stop, readyLine, lines };
}

/** Signs the demo admin in (the code is read from the printed mail) and returns the token. */
async function signIn(server) {
  const post = async (url, body) => {
    const response = await fetch(`${server.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) {
      throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
    }
    return json.result;
  };
  const { challenge } = await post('/api/auth/verifyUser', { email: ADMIN_EMAIL, password: DEMO_PASSWORD });
  for (let waited = 0; waited < 30_000; waited += 100) {
    const line = server.lines.findLast((l) => l.includes('sign-in code') && l.includes(ADMIN_EMAIL));
    const code = line && /sign-in code is:(?:\\n)+\s*(\d{6})/.exec(line)?.[1];
    if (code) {
      return (await post('/api/auth/otp', { challenge, code })).token;
    }
    await sleep(100);
  }
  throw new Error('no sign-in code was printed within 30 s');
}

async function load(server, token) {
  const admin = { 'x-auth-token': token };
  const requests = [
    { path: '/api/admin/applications?sort=submitted-desc', headers: admin },
    { path: '/api/admin/applications/counts', headers: admin },
    { path: '/api/hospitals/all', headers: admin },
    { path: '/api/systemSettings/all' },
    { path: '/api/docs/json' },
    { path: '/' },
  ];
  const result = await autocannon({ url: server.baseUrl, connections: 8, duration: LOAD_SECONDS, requests });
  return { requests: result.requests.total, non2xx: result.non2xx };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (value) => `${Math.round(value)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function measure(kind, env) {
  console.log(`\n== ${kind} ==`);
  const first = await start('first start', process.execPath, [SERVER_JS], env);
  const firstPeak = readMemory(first.pid).peak;
  console.log(`first start (empty database: migrations + seed): healthy after ${seconds(first.ms)}`);
  console.log(`  ${first.readyLine()}`);
  console.log(`  peak RSS up to healthy: ${mb(firstPeak)}`);
  await sleep(IDLE_MS);
  console.log(`  RSS ${IDLE_MS / 1000} s after healthy: ${mb(readMemory(first.pid).rss)}`);
  await first.stop();

  const times = [];
  const cpus = [];
  let last = null;
  for (let run = 1; run <= RUNS; run += 1) {
    const server = await start(SECOND_START_LABEL, ...SECOND_START, env);
    times.push(server.ms);
    cpus.push(server.cpu.main);
    console.log(
      `second start #${run} (${SECOND_START_LABEL}, built): healthy after ${seconds(server.ms)}, ` +
        `server CPU ${Math.round(server.cpu.main)} ms main thread, ${Math.round(server.cpu.all)} ms all threads`,
    );
    console.log(`  ${server.readyLine()}`);
    if (run < RUNS) {
      await server.stop();
    } else {
      last = server;
    }
  }
  try {
    await sleep(IDLE_MS);
    const idle = readMemory(last.pid);
    const token = await signIn(last);
    const loadResult = await load(last, token);
    const afterLoad = readMemory(last.pid);
    await sleep(SETTLE_MS);
    const settled = readMemory(last.pid);
    console.log(
      `  RSS idle (${IDLE_MS / 1000} s after healthy): ${mb(idle.rss)} (peak so far ${mb(idle.peak)})`,
    );
    console.log(
      `  after a sign-in and ${LOAD_SECONDS} s of load (${loadResult.requests} requests, ${loadResult.non2xx} not 2xx): ` +
        `RSS ${mb(afterLoad.rss)}, peak ${mb(afterLoad.peak)}; ${SETTLE_MS / 1000} s later ${mb(settled.rss)}`,
    );
    return {
      kind,
      firstMs: first.ms,
      firstPeak,
      startMs: median(times),
      bestMs: Math.min(...times),
      cpuMs: median(cpus),
      idle: idle.rss,
      afterLoad: afterLoad.rss,
      loadPeak: afterLoad.peak,
      settled: settled.rss,
    };
  } finally {
    await last.stop();
  }
}

/** A database of its own on the server of DATABASE_URL; returns its URL and how to drop it. */
async function createPostgresDatabase() {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `docapply_bench_start_${randomBytes(4).toString('hex')}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

if (!options.server) {
  build({ onlyStale: true });
}
const baseEnv = { ...process.env, DEMO_PASSWORD, LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000000' };
delete baseEnv.DATABASE_URL;
const results = [];
const kinds = options.db ? [options.db] : ['pglite', ...(process.env.DATABASE_URL ? ['pg'] : [])];

for (const kind of kinds) {
  const dataDir = mkdtempSync(join(tmpdir(), 'docapply-bench-start-'));
  const database = kind === 'pg' ? await createPostgresDatabase() : null;
  try {
    const env = { ...baseEnv, DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
    results.push(await measure(kind, env));
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `\n| database | idle RSS | after load (peak) | settled | first-start peak RSS | first start | ` +
    `second start: ${SECOND_START_LABEL} (best), server main-thread CPU |`,
);
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.kind} | ${mb(r.idle)} | ${mb(r.afterLoad)} (${mb(r.loadPeak)}) | ${mb(r.settled)} | ${mb(r.firstPeak)} | ` +
      `${seconds(r.firstMs)} | ${seconds(r.startMs)} (${seconds(r.bestMs)}), ${Math.round(r.cpuMs)} ms |`,
  );
}
console.log(`(second start: median of ${RUNS}; CPU: median, main thread of the server process)`);
