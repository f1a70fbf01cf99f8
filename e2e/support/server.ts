import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on now (the OS's pick, closed again). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built product (apps/api/dist/server.js) on the embedded database in a fresh data
 * folder, as `npm start` would, with mail going to the test's SMTP server.
 */
export async function startProduct({
  smtpUrl,
  withUrls = true,
  env: extraEnv = {},
}: {
  smtpUrl: string;
  /** false: no API_URL/ADMIN_URL/DOCTOR_URL, as `npm start` runs (the sites use their own origin). */
  withUrls?: boolean;
  /** More environment, e.g. NPI_REGISTRY_URL pointing at the fake registry (npi-registry.ts). */
  env?: NodeJS.ProcessEnv;
}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'docapply-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    ...(withUrls
      ? { API_URL: `${baseUrl}/api`, ADMIN_URL: `${baseUrl}/admin/`, DOCTOR_URL: `${baseUrl}/` }
      : {}),
    DEMO_PASSWORD: 'demo-password-for-e2e',
    LOG_LEVEL: 'warn',
    // Two journeys, their products and browsers share two cores: an event loop late by a second is
    // that machine, and refusing then (503, Retry-After) failed a journey's click now and again.
    // The refusal itself is tested by the API tests (overload.test.ts) and bench:storm.
    MAX_EVENT_LOOP_DELAY_MS: '5000',
    ...extraEnv,
  };
  if (!withUrls) {
    delete env.API_URL;
    delete env.ADMIN_URL;
    delete env.DOCTOR_URL;
  }
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  let output = '';
  const collect = (d: Buffer | string) => (output += d);
  let child = await launch(env, baseUrl, collect, () => output);

  return {
    baseUrl,
    output: () => output,
    /**
     * Runs every background job once with its clock at `now` (YYYY-MM-DD is that day at noon UTC,
     * or an ISO date and time), as an operator's `npm run jobs -- --now <now>` does: stops the
     * product (SIGTERM; the data folder is kept), runs the command on the same data folder and
     * environment (its mail goes to the test's SMTP server before it exits), starts the product
     * again on the same port and waits for /api/health. Answers the command's printed output
     * ("Jobs run with the clock at …" then one line per job); a failed job throws with it.
     * Sessions stay valid (the token key lives in the data folder). Browser pages open meanwhile
     * lose their connection (live updates included): reload them (`page.reload()`) afterwards.
     */
    async runJobsAt(now: string): Promise<string> {
      await stopChild(child);
      try {
        return await runJobsCommand(env, now);
      } finally {
        child = await launch(env, baseUrl, collect, () => output);
      }
    },
    /** Stops the product and removes its data folder. */
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts apps/api/dist/server.js and waits until /api/health answers (60 s at most). */
async function launch(
  env: NodeJS.ProcessEnv,
  baseUrl: string,
  collect: (d: Buffer | string) => void,
  output: () => string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The product exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) {
        return child;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The product did not answer within 60 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** SIGTERM, then waits for the exit (the embedded database is checkpointed and its lock released). */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const JOBS_TIMEOUT_MS = 120_000;

/** `npm run jobs -- --now <now>` on the product's data folder: its output, or an error with it. */
function runJobsCommand(env: NodeJS.ProcessEnv, now: string): Promise<string> {
  // As its package script runs it: the API's build, which the journeys' product runs too.
  const args = ['scripts/command.mjs', 'jobs', '--now', now];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let printed = '';
    child.stdout.on('data', (d) => (printed += d));
    child.stderr.on('data', (d) => (printed += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), JOBS_TIMEOUT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) {
        resolve(printed);
      } else {
        reject(new Error(`npm run jobs -- --now ${now} ended with ${code ?? signal}:\n${printed}`));
      }
    });
  });
}
export type TProduct = Awaited<ReturnType<typeof startProduct>>;
/** Where a product answers: what the API helpers need of it (the deployment test's proxy too). */
export type TProductAddress = Pick<TProduct, 'baseUrl'>;
