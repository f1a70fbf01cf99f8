// Measures how long the built server takes to answer /api/health: a first start on an empty
// data folder (migrations + seed) and a second start on the same folder. Needs `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './build-targets.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'docapply-bench-'));
const PORT = 3917;

async function startOnce(label) {
  const started = performance.now();
  const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], { env, stdio: 'ignore' });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) {
        break;
      }
    } catch {
      // not yet
    }
    if (performance.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error('server did not answer within 60 s');
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - started;
  console.log(`${label}: serving after ${(ms / 1000).toFixed(2)} s (target < 5 s)`);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return ms;
}

try {
  await startOnce('first start (empty folder: migrations + seed)');
  await startOnce('second start (existing data)');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
