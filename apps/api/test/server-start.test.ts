import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/core/db/client';
import { LOCK_FILE } from '@/core/db/data-lock';
import { hospitals, systemSettings, users } from '@/core/db/schema';
import { SHIPPED_SETTINGS } from '@/core/settings';
import { findUserByEmail } from '@/core/users/users';
import { verifyPassword } from '@/core/users/passwords';
import { BUILT_SERVER, startServerProcess } from './helpers/server-process';
import { startTestSmtp } from './helpers/smtp';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEMO_EMAILS = [
  'platform@docapply.example.org',
  'admin@riverside.example.org',
  'admin@stannes.example.org',
  'admin@lakeview.example.org',
];

/** The real server process, run to its end; resolves to its exit code and what it printed. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

async function occupyPort(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

// A process-level test: the database backend of the run does not matter, so it runs once.
describe.skipIf(process.env.API_TEST_BACKEND === 'pg')('a first start that cannot listen', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('still prints the demo accounts it created, and how to get a new password', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'docapply-busy-port-'));
    dirs.push(dataDir);
    const busy = await occupyPort();
    const { port } = busy.address() as { port: number };
    const result = await runServer({ DATA_DIR: dataDir, PORT: String(port) }).finally(() => busy.close());

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DocApply failed to start');
    expect(result.stderr).toContain('EADDRINUSE');
    expect(result.stderr).toContain(
      'To give an account a new password later: npm run accounts:reset -- <email>',
    );
    // The folder is free for the next start.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    // Each printed password is the account's real one.
    const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      for (const email of DEMO_EMAILS) {
        const password = new RegExp(`${email.replace(/\./g, '\\.')}  (\\S+)`).exec(result.stdout)?.[1];
        expect(password, `${email} in:\n${result.stdout}`).toBeDefined();
        const user = await findUserByEmail(database.db, email);
        expect(await verifyPassword(user!.passwordHash, password!)).toBe(true);
      }
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(process.env.API_TEST_BACKEND === 'pg')('a production first start', () => {
  let dataDir = '';
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds no demo hospital or account and says how to invite the first administrator', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'docapply-production-'));
    const child = spawn(process.execPath, [BUILT_SERVER], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        // Not dialled at start: no mail is due.
        SMTP_URL: 'smtp://127.0.0.1:2',
        TOKEN_KEY: 'k'.repeat(40),
        API_URL: 'https://apply.example.org/api',
        ADMIN_URL: 'https://apply.example.org/admin/',
        DOCTOR_URL: 'https://apply.example.org/',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('Ready in')) {
          resolve();
        }
      });
      child.on('exit', () => reject(new Error(`The server exited before it was ready:\n${stdout}${stderr}`)));
    });
    child.kill('SIGTERM');
    await exited;

    expect(stdout).toContain('DocApply (production mode) is running:');
    expect(stdout).toContain(
      'No platform administrator yet: run npm run accounts:create -- --platform <email> to invite the first one.',
    );
    expect(stdout).not.toContain('demo accounts');
    // Started without `npm start`'s build before it: no build lap.
    expect(stdout).toMatch(/Ready in \d+ ms \(node \d+ ms, modules \d+ ms, lock/);
    const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      expect(await database.db.select().from(users)).toEqual([]);
      expect(await database.db.select().from(hospitals)).toEqual([]);
      // The shipped settings are there (the sign-in code's lifetime, the legal links).
      expect((await database.db.select().from(systemSettings)).map((row) => row.key).sort()).toEqual(
        Object.keys(SHIPPED_SETTINGS).sort(),
      );
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(process.env.API_TEST_BACKEND === 'pg')(
  'the "Ready in" line after npm start built first',
  () => {
    it('names the build as a lap of its own, apart from loading the modules', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'docapply-ready-line-'));
      const smtp = await startTestSmtp();
      // What scripts/start.mjs records around its build, here a build of 7 ms: shorter than the
      // modules' loading (a longer one made up here would be taken from it, and a fast machine's
      // modules lap came out negative).
      const build = "performance.measure('docapply:build', { start: 0, duration: 7 })";
      const server = startServerProcess(
        { DATA_DIR: dataDir, SMTP_URL: smtp.url, LOG_LEVEL: 'info' },
        { nodeArgs: ['--import', `data:text/javascript,${encodeURIComponent(build)}`] },
      );
      try {
        await server.ready;
        expect(server.getOutput()).toMatch(/Ready in \d+ ms \(node \d+ ms, build 7 ms, modules \d+ ms, lock/);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
        await smtp.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  },
);
