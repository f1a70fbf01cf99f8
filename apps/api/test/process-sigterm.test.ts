import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/core/db/client';
import { mailOutbox } from '@/core/db/schema';
import { registerBody } from './helpers/auth';
import { startTestSmtp } from './helpers/smtp';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The real server process (embedded database in a folder of its own) on a free port. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port && output.includes('Ready in')) {
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`Server exited before it was ready:\n${output}`)));
  });
  return { child, ready, exited, getOutput: () => output };
}

// A process-level test: the database backend of the run does not matter, so it runs once.
describe.skipIf(process.env.API_TEST_BACKEND === 'pg')('the server process on SIGTERM', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finishes the mail in flight with a slow mail server, leaves the rest queued and exits 0', async () => {
    const smtp = await startTestSmtp({ delayMs: 1_500 });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'docapply-sigterm-'));
    dirs.push(dataDir);
    const server = startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: 'info' });
    try {
      const base = await server.ready;
      // Each registration queues a verification mail.
      for (let i = 0; i < 6; i++) {
        const response = await fetch(`${base}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(registerBody()),
        });
        expect(response.status, await response.text()).toBe(201);
      }
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
    } finally {
      server.child.kill('SIGKILL');
      await smtp.close();
    }

    const db = await openPglite({ dataDir: path.join(dataDir, 'db') });
    const rows = await db.db.select({ status: mailOutbox.status }).from(mailOutbox);
    await db.close();
    const byStatus = (status: string) => rows.filter((row) => row.status === status).length;
    // The seed's and the registrations' mails: what the server accepted is sent, nothing is lost.
    expect(byStatus('sending')).toBe(0);
    expect(byStatus('failed')).toBe(0);
    expect(byStatus('sent')).toBe(smtp.messages.length);
    expect(byStatus('queued')).toBeGreaterThan(0);
    expect(byStatus('sent') + byStatus('queued')).toBe(rows.length);
  });
});
