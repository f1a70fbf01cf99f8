// Benchmark (not a test): files left without a row by `kill -9` during uploads (issue "No orphan
// files"). Each cycle sends N uploads at once to the doctor's own documents and kills the server at
// a random state (after a random number of acknowledged uploads, while bytes without an answer are on
// disk); the next cycle restarts it. At the end the server starts once more, every acknowledged
// upload is opened, the server stops, and the files on disk are counted against the rows before and
// after one run of the cleanup job (abandoned-files, clock past the safe age).
// Run: npm run bench:orphans [-- --cycles 5] [--uploads 20] [--size-mb 3]
//   [--api-root <another checkout's apps/api>] (that checkout's built server, e.g. the version before the fix;
//   the cleanup run is this checkout's)
import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../apps/api/test/helpers/server-process';
import {
  cleanUpDataDir,
  createPdf,
  prepareCrashDataDir,
  toStorageKey,
  uploadUntilKilled,
  type TCrashDataDir,
} from '../apps/api/test/helpers/upload-crash';
import { positive } from './bench-api/options';
import { build } from './build.mjs';

type TOptions = { cycles: number; uploads: number; sizeMb: number; apiRoot?: string };

function parseOptions(argv: string[]): TOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      cycles: { type: 'string' },
      uploads: { type: 'string' },
      'size-mb': { type: 'string' },
      'api-root': { type: 'string' },
    },
  });
  return {
    cycles: Math.round(positive('cycles', values.cycles, 5, 1)),
    uploads: Math.round(positive('uploads', values.uploads, 20, 1)),
    sizeMb: positive('size-mb', values['size-mb'], 3),
    apiRoot: values['api-root'] ? path.resolve(values['api-root']) : undefined,
  };
}

/** The acknowledged uploads that do not open whole after a restart (expected: none). */
async function countLost(prepared: TCrashDataDir, options: TOptions, ids: string[], size: number) {
  const server = startServerProcess(prepared.env, { apiRoot: options.apiRoot });
  try {
    const base = await server.ready;
    let lost = 0;
    for (const id of ids) {
      const response = await fetch(`${base}/api/gcs/get/profile/${id}`, {
        headers: { 'x-auth-token': prepared.token },
      });
      const body = await response.arrayBuffer();
      lost += response.status === 200 && body.byteLength === size ? 0 : 1;
    }
    server.child.kill('SIGTERM');
    await server.exited;
    return lost;
  } finally {
    server.child.kill('SIGKILL');
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  // The server runs from the API's build.
  if (!options.apiRoot) {
    build({ onlyStale: true, only: ['api'] });
  }
  const prepared = await prepareCrashDataDir();
  const data = createPdf(Math.round(options.sizeMb * 1024 * 1024));
  const acknowledged: string[] = [];
  let started = 0;
  console.log(
    `kill -9 during ${options.uploads} concurrent uploads of ${options.sizeMb} MB, ${options.cycles} cycles ` +
      `(server: ${options.apiRoot ?? 'this checkout'})`,
  );
  try {
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      const server = startServerProcess(prepared.env, { apiRoot: options.apiRoot });
      const killAfter = randomInt(0, options.uploads);
      const run = await uploadUntilKilled(server, {
        base: await server.ready,
        token: prepared.token,
        dataDir: prepared.dataDir,
        count: options.uploads,
        data,
        isKillTime: (state) => state.acknowledged >= killAfter && state.onDisk > state.acknowledged,
      });
      started += run.started;
      acknowledged.push(...run.acknowledged);
      const at = run.killedAt;
      console.log(
        `  cycle ${cycle}: ${run.started} started, ${run.acknowledged.length} acknowledged; killed at ` +
          (at ? `${at.acknowledged} acknowledged, ${at.onDisk} new files on disk` : 'the end of the uploads'),
      );
    }
    const lost = await countLost(prepared, options, acknowledged, data.length);
    const cleanup = await cleanUpDataDir(prepared);
    const held = new Set(cleanup.rowKeys);
    const describe = (stored: string[]) => {
      const orphans = stored.filter((name) => !held.has(toStorageKey(name)));
      const partial = stored.filter((name) => name !== toStorageKey(name));
      return `${stored.length} (${orphans.length} without a row, ${partial.length} partly written)`;
    };
    const rows: [string, string][] = [
      ['uploads started', String(started)],
      ['acknowledged', String(acknowledged.length)],
      ['acknowledged but lost after restart', String(lost)],
      ['rows', String(cleanup.rowKeys.length)],
      ['files on disk before cleanup', describe(cleanup.storedBefore)],
      ['files on disk after cleanup', describe(cleanup.storedAfter)],
      ['cleanup', cleanup.summary],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log(rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n'));
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(`machine: ${os.cpus().length} cores, load average ${load.join(' / ')} (1 / 5 / 15 min)`);
  } finally {
    rmSync(prepared.dataDir, { recursive: true, force: true });
  }
}

await main();
