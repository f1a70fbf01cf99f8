import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
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
}: {
  smtpUrl: string;
  /** false: no API_URL/ADMIN_URL/DOCTOR_URL, as `npm start` runs (the sites use their own origin). */
  withUrls?: boolean;
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
  };
  if (!withUrls) {
    delete env.API_URL;
    delete env.ADMIN_URL;
    delete env.DOCTOR_URL;
  }
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The product exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The product did not answer within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    baseUrl,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TProduct = Awaited<ReturnType<typeof startProduct>>;
