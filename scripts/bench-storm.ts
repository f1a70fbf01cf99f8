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
// The pieces: bench-storm/options.ts (the flags), processes.ts (the seeded database and the
// server), load.ts (the storm and the probes after it), report.ts (what is printed).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt } from './bench-api/bundle';
import { cleanUpOnInterrupt, readLoadAverage, readMemory } from './bench-api/processes';
import { probeUntilAnswered, QUEUE_URL, runStorm } from './bench-storm/load';
import { parseStormOptions, type TStormOptions } from './bench-storm/options';
import { withSeededServer } from './bench-storm/processes';
import { printResult, printSummary, type TStormResult } from './bench-storm/report';
import type { TDbKind } from './bench-api/options';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_JS = path.join(ROOT, 'apps/api/dist/server.js');

/** The storm on one database: the server idle, under the storm, then until it answers again. */
async function stormOne(db: TDbKind, options: TStormOptions): Promise<TStormResult> {
  return withSeededServer(db, options, async (server, token) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = readMemory(server.pid);
    const load = readLoadAverage();
    console.log(
      `  storm: ${options.seconds} s of name and email searches at ${options.connections} connections`,
    );
    const storm = await runStorm(server, token, options);
    const [health, queue] = await Promise.all([
      probeUntilAnswered(`${server.baseUrl}/api/health`, {}, storm.endedAt),
      probeUntilAnswered(`${server.baseUrl}${QUEUE_URL}`, { 'x-auth-token': token }, storm.endedAt),
    ]);
    const result = {
      label: db === 'pg' ? 'PostgreSQL' : 'PGlite',
      storm,
      health,
      queue,
      idle,
      after: server.child.exitCode === null ? readMemory(server.pid) : null,
      load: `${load} → ${readLoadAverage()}`,
    };
    printResult(result);
    return result;
  });
}

const options = parseStormOptions(process.argv.slice(2), SERVER_JS);
if (options.serverJs === SERVER_JS) {
  ensureServerBuilt(ROOT, SERVER_JS, options.build);
}
cleanUpOnInterrupt('stopping the server, dropping the database');
const results: TStormResult[] = [];
for (const db of options.databases) {
  try {
    results.push(await stormOne(db, options));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`\n${db}: failed, skipped\n${message.split('\n').slice(0, 8).join('\n')}`);
    process.exitCode = 1;
  }
}
printSummary(results, options);
if (results.some((r) => r.health.firstOkMs === null || r.health.firstOkMs > 1000)) {
  process.exitCode = 1;
}
