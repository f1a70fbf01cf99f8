import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/core/db/client';
import { mailOutbox } from '@/core/db/schema';
import { registerBody } from './helpers/auth';
import { startServerProcess } from './helpers/server-process';
import { startTestSmtp } from './helpers/smtp';

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
    const server = startServerProcess({ DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: 'info' });
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
    // A real server process started from source: on a busy machine its start alone can take 30 s.
    // Every wait inside is for a state; this limit only stops a test that hangs.
  }, 180_000);
});
