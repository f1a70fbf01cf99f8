import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type TDatabase } from '@/core/db/client';
import { lockDataDir } from '@/core/db/data-lock';
import { auditLog, users } from '@/core/db/schema';
import { seedIfEmpty } from '@/core/db/seed';
import { verifyPassword } from '@/core/users/passwords';
import { runCommandScript, type TCommandRun } from './helpers/command-script';
import { RIVERSIDE_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from './helpers/constants';

/** The new password printed, checked against the database; the session version went up. */
async function expectPasswordReplaced(db: TDatabase['db'], run: TCommandRun) {
  expect(run.code, run.stderr).toBe(0);
  const password = /New password for \S+: (\S+)/.exec(run.stdout)?.[1] ?? '';
  expect(password.length).toBeGreaterThanOrEqual(20);
  const [row] = await db.select().from(users).where(eq(users.email, RIVERSIDE_ADMIN_EMAIL));
  expect(await verifyPassword(row.passwordHash, password)).toBe(true);
  expect(await verifyPassword(row.passwordHash, TEST_ADMIN_PASSWORD)).toBe(false);
  expect(row.sessionVersion).toBe(1);
  const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
  expect(audit.map((a) => a.action)).toContain('auth.password-reset-command');
}

describe('npm run accounts:reset on the embedded database', () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'docapply-reset-'));
    const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
    await database.migrate();
    await seedIfEmpty(database.db, { demoPassword: TEST_ADMIN_PASSWORD });
    await database.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses while a server holds the data folder, and says to stop it first', async () => {
    const release = await lockDataDir(dataDir);
    try {
      const run = await runCommandScript('accounts-reset', [RIVERSIDE_ADMIN_EMAIL], env());
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/stop the server first/);
    } finally {
      await release();
    }
  });

  it('refuses an unknown email with exit code 1', async () => {
    const run = await runCommandScript('accounts-reset', ['nobody@example.org'], env());
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No account uses the email nobody@example.org');
  });

  it('sets a new password, ends the sessions and prints the password', async () => {
    const run = await runCommandScript('accounts-reset', [RIVERSIDE_ADMIN_EMAIL.toUpperCase()], env());
    const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      await expectPasswordReplaced(database.db, run);
    } finally {
      await database.close();
    }
  });
});

// With API_TEST_BACKEND=pg: the same command against a PostgreSQL copy of the run's seeded database.
describe.runIf(inject('apiTestAdminUrl'))('npm run accounts:reset on PostgreSQL', () => {
  const name = `docapply_reset_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: inject('apiTestAdminUrl') });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  const getUrl = () => {
    const url = new URL(inject('apiTestDatabaseUrl'));
    url.pathname = `/${name}`;
    return url.toString();
  };

  beforeAll(async () => {
    const template = new URL(inject('apiTestDatabaseUrl')).pathname.slice(1);
    await admin(`create database ${name} template ${template}`);
  });
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('sets a new password and prints it', async () => {
    const run = await runCommandScript('accounts-reset', [RIVERSIDE_ADMIN_EMAIL], { DATABASE_URL: getUrl() });
    const database = await openPostgres(getUrl(), { poolSize: 1 });
    try {
      await expectPasswordReplaced(database.db, run);
    } finally {
      await database.close();
    }
  });
});
