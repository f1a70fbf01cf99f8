// Benchmark (not a test): how far the API's requests are from the framework's floor. For each
// database (PGlite in a data folder, PostgreSQL in a database of its own) and size, seeds a fresh
// database (bench-seed.ts), counts each request's SQL statements in-process, starts the built
// server (apps/api/dist/server.js) on it and a bare Fastify reference that answers the same JSON
// after the same token check (bench-api/reference-server.mjs), and loads both with autocannon in
// interleaved rounds, so that the ratios hold on a machine others are using. Prints throughput,
// latency, CPU and SQL statements per request, the start time and the memory.
// Run: npm run bench:api                       (both databases, 1,000 and 100,000 applications)
//      npm run bench:api -- --quick            (a smoke: 1,000 applications, 1 round of 1 s)
//      npm run bench:api -- --db pg --applications 100000 --only doctor-list --rounds 5 --duration 10
// PostgreSQL: DATABASE_URL (a server URL; the benchmark creates and drops its own database), else
// postgres://postgres@127.0.0.1:5432/postgres. --build rebuilds the server bundle first; --env
// KEY=VALUE adds to the real server's environment (e.g. MAX_EVENT_LOOP_DELAY_MS=0); --cpu-prof <dir>
// has the real server write a V8 CPU profile of its whole run into <dir>; --baseline <server.js>
// measures an earlier build beside it in the same rounds (copy apps/api/dist, say to
// apps/api/dist-before, before a change; it must stay inside apps/api to find its packages).
// Before the load, the CPU of one request of each endpoint is split by stage (logging, the first
// hook, rate limit, guard, database, serialisation...: bench-api/stages.ts), in-process;
// --stages-only prints only that, --stage-requests 0 skips it. The servers log at `info`, as in
// production (to /dev/null).
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { seedBusyDoctor } from './bench-api/busy-doctor';
import { createEndpoints, type TEndpoint } from './bench-api/endpoints';
import { parseBenchOptions, type TBenchOptions, type TDbKind } from './bench-api/options';
import { ensureServerBuilt, findFreePort } from './bench-api/bundle';
import {
  addCleanup,
  attempt,
  benchServerEnv,
  cleanUpOnInterrupt,
  fetchWithin,
  readMemory,
  startServer,
  stopServer,
  withCleanup,
  type TServer,
} from './bench-api/processes';
import { captureRoutes } from './bench-api/capture-routes';
import { printLegend, printRun, type TRunResult } from './bench-api/report';
import { measureEndpoint } from './bench-api/run-endpoint';
import { profileStages, type TStageCost } from './bench-api/stages';
import {
  countPgliteStatements,
  countPostgresStatements,
  countStatementsPerRequest,
  type TStatementCount,
} from './bench-api/statements';
import {
  migrateAndSeed,
  runAdminQuery,
  seedApplications,
  seedDoctorAnswers,
  withServerBench,
  type TBenchDatabase,
} from './bench-seed';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_JS = path.join(ROOT, 'apps/api/dist/server.js');
const REFERENCE_JS = path.join(ROOT, 'scripts/bench-api/reference-server.mjs');
const TOKEN_KEY = randomBytes(48).toString('base64url');
// A request's own log line is part of its cost: logged as production does, at info.
const SERVER_ENV: Record<string, string> = { ...benchServerEnv(TOKEN_KEY), LOG_LEVEL: 'info' };

cleanUpOnInterrupt('stopping the servers, dropping the databases');

/** A child process of ours, stopped on Ctrl-C as well. */
async function start(
  name: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<TServer> {
  // Others share this working tree: a bundle rebuilt mid-run makes the sizes incomparable.
  if (args[0] === SERVER_JS && statSync(SERVER_JS).mtimeMs !== bundleMtime) {
    console.log('note: apps/api/dist/server.js was rebuilt during this run');
    bundleMtime = statSync(SERVER_JS).mtimeMs;
  }
  // --cpu-prof: the real server writes a V8 CPU profile there when it stops (open it in DevTools).
  const profiled =
    args[0] === SERVER_JS && options.cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfDir}`] : [];
  const server = await startServer(name, [...profiled, ...args], { cwd, env, port: await findFreePort() });
  addCleanup(() => stopServer(server));
  return server;
}

/** The built server's first start on nothing: migrations, seed, then the first /api/health. */
async function measureFirstStart(db: TDbKind, options: TBenchOptions): Promise<void> {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'docapply-bench-api-'));
  const name = `docapply_bench_empty_${randomBytes(4).toString('hex')}`;
  const url = new URL(options.serverUrl);
  url.pathname = `/${name}`;
  const remove = async () => {
    if (db === 'pg') {
      await runAdminQuery(options.serverUrl, `drop database if exists ${name} with (force)`);
    }
    rmSync(cwd, { recursive: true, force: true });
  };
  await withCleanup(remove, async () => {
    const env: Record<string, string> = {
      ...SERVER_ENV,
      ...options.serverEnv,
      DATA_DIR: path.join(cwd, 'data'),
    };
    if (db === 'pg') {
      await runAdminQuery(options.serverUrl, `create database ${name}`);
      env.DATABASE_URL = url.toString();
    }
    const server = await start('API', [SERVER_JS], cwd, env);
    const memory = readMemory(server.pid);
    await stopServer(server);
    console.log(
      `\nfirst start on ${db === 'pg' ? 'an empty database' : 'an empty data folder'}: healthy ` +
        `${(server.startMs / 1000).toFixed(2)} s after spawn, RSS ${memory.rssMb.toFixed(0)} MB ` +
        `(peak ${memory.peakMb.toFixed(0)} MB)`,
    );
  });
}

/** Each endpoint's CPU by stage, in this process, with the server's own settings (bench-api/stages.ts). */
async function measureStages(db: TBenchDatabase['database']['db'], endpoints: TEndpoint[], cwd: string) {
  const config = loadConfig({
    cwd,
    env: {
      DATA_DIR: path.join(cwd, 'in-process-stages'),
      TOKEN_KEY,
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: SERVER_ENV.RATE_LIMIT_MAX,
      // Requests driven in-process keep the event loop busy in long stretches, which the overload
      // guard would read as lag and refuse; its hook costs next to nothing.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  // As the server's log goes (pino's default destination, its standard output on /dev/null here).
  const logStream = pino.destination({ dest: '/dev/null', sync: false });
  const app = await buildApp({ config, db, logStream });
  const costs: TStageCost[] = [];
  try {
    await app.ready();
    for (const endpoint of endpoints) {
      costs.push(await profileStages(app, endpoint, options.stageRequests));
    }
  } finally {
    await app.close();
  }
  return costs;
}

/** Seeds the database; returns the measured requests with their statement counts and stages. */
async function prepareDatabase(bench: TBenchDatabase, applications: number, cwd: string, only: string[]) {
  const started = performance.now();
  await migrateAndSeed(bench.database);
  await seedApplications(bench.query, applications);
  await seedDoctorAnswers(bench.query);
  const doctor = await seedBusyDoctor(bench);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\n${bench.label}: ${applications.toLocaleString('en')} applications seeded in ${seconds.toFixed(1)} s`,
  );
  const endpoints = (await createEndpoints(bench.query, TOKEN_KEY, doctor)).filter((e) =>
    only.includes(e.name),
  );

  if (bench.pglite) {
    countPgliteStatements(bench.pglite);
  } else {
    countPostgresStatements();
  }
  const config = loadConfig({
    cwd,
    env: {
      DATA_DIR: path.join(cwd, 'in-process'),
      TOKEN_KEY,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '1000000',
      // Counting, not load: a long statement (a broad search on 100,000 rows of the embedded
      // database) must not make the overload guard refuse the next request.
      MAX_EVENT_LOOP_DELAY_MS: '0',
    },
  });
  const app = await buildApp({ config, db: bench.database.db });
  const statements = new Map<string, TStatementCount>();
  try {
    for (const endpoint of endpoints) {
      statements.set(endpoint.name, await countStatementsPerRequest(app, endpoint));
    }
  } finally {
    await app.close();
  }
  const stages = options.stageRequests > 0 ? await measureStages(bench.database.db, endpoints, cwd) : [];
  // PGlite is one process: the server can open the folder only once this process has closed it.
  await bench.database.close();
  return { endpoints, statements, stages };
}

async function benchmarkOne(db: TDbKind, applications: number, options: TBenchOptions): Promise<TRunResult> {
  const place = { serverUrl: options.serverUrl, name: 'api' };
  return withServerBench(db, place, async (bench, { cwd, env: databaseEnv }) => {
    const { endpoints, statements, stages } = await prepareDatabase(bench, applications, cwd, options.only);
    const title = `${db === 'pg' ? 'PostgreSQL' : 'PGlite'}, ${applications.toLocaleString('en')} applications`;
    if (options.isStagesOnly) {
      const none = { rssMb: 0, peakMb: 0 };
      return { title, hasDbProcesses: false, startMs: 0, idle: none, afterLoad: null, endpoints: [], stages };
    }
    const env = { ...SERVER_ENV, ...options.serverEnv, ...databaseEnv };
    // The earlier build gets a copy of the seeded data folder: PGlite's folder is one process's.
    const baselineEnv = { ...env, DATA_DIR: path.join(cwd, 'baseline-data') };
    if (options.baselineJs) {
      cpSync(databaseEnv.DATA_DIR, baselineEnv.DATA_DIR, { recursive: true });
    }
    const server = await start('API', [SERVER_JS], cwd, env);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = readMemory(server.pid);
    const routes = await captureRoutes(server, endpoints);
    const baseline = options.baselineJs
      ? await start('baseline', [options.baselineJs], cwd, baselineEnv)
      : undefined;
    if (baseline) {
      const before = await captureRoutes(baseline, endpoints);
      for (const [i, route] of before.entries()) {
        if (route.text !== routes[i].text) {
          console.log(`  note: the baseline's ${endpoints[i].name} body differs from the real one`);
        }
      }
    }
    const routesFile = path.join(cwd, 'reference-routes.json');
    writeFileSync(
      routesFile,
      JSON.stringify({ tokenKey: TOKEN_KEY, routes: routes.map(({ text: _, ...r }) => r) }),
    );
    const reference = await start('reference', [REFERENCE_JS, routesFile], cwd, {});

    const results = [];
    for (const endpoint of endpoints) {
      const route = routes.find((r) => r.url === endpoint.url);
      const sameJson = await fetchWithin(`${reference.baseUrl}${endpoint.url}`, 5000, endpoint.headers);
      if (sameJson?.text !== route?.text) {
        console.log(`  note: the reference's ${endpoint.name} body differs from the real one`);
      }
      const target = { server, reference, baseline, database: bench.name };
      const extra = {
        statements: statements.get(endpoint.name) ?? { median: NaN, min: NaN, max: NaN, aloneMs: NaN },
        bytes: Buffer.byteLength(route?.text ?? ''),
      };
      results.push(await measureEndpoint(endpoint, target, options, extra));
    }
    const afterLoad = server.child.exitCode === null ? readMemory(server.pid) : null;
    await stopServer(reference);
    if (baseline) {
      await stopServer(baseline);
    }
    await stopServer(server);
    return {
      title,
      hasDbProcesses: db === 'pg',
      startMs: server.startMs,
      idle,
      afterLoad,
      endpoints: results,
      stages,
    };
  });
}

const options = parseBenchOptions(process.argv.slice(2));
if (!options.isStagesOnly) {
  ensureServerBuilt(ROOT, SERVER_JS, options.build);
}
let bundleMtime = options.isStagesOnly ? 0 : statSync(SERVER_JS).mtimeMs;
const runs: TRunResult[] = [];
let isComplete = true;
for (const db of options.databases) {
  if (!options.isQuick && !options.isStagesOnly) {
    isComplete = (await attempt(`${db}: first start`, () => measureFirstStart(db, options))) && isComplete;
  }
  for (const applications of options.sizes) {
    const isDone = await attempt(`${db}, ${applications} applications`, async () => {
      const run = await benchmarkOne(db, applications, options);
      printRun(run);
      runs.push(run);
    });
    isComplete = isDone && isComplete;
  }
}
console.log('\n==== summary ====');
for (const run of runs) {
  printRun(run);
}
printLegend(options);
process.exitCode = isComplete ? 0 : 1;
