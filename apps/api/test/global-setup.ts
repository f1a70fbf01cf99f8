import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@/core/db/client';
import { seedIfEmpty } from '@/core/db/seed';
import { getRepoRoot } from '@/lib/paths';
import { TEST_ADMIN_PASSWORD } from './helpers/constants';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- vitest's ProvidedContext is an interface
  export interface ProvidedContext {
    apiTestDatabaseUrl: string;
    apiTestAdminUrl: string;
    apiTestPgliteImage: string;
  }
}

/**
 * The process tests (a server's start and stop, the operators' commands) run the API's build, as
 * production does: made here when it is missing or older than its sources (a few seconds; `npm
 * test` has built it already). Its output is printed only if it fails.
 */
function buildApiIfStale() {
  try {
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale', '--only', 'api'], {
      cwd: getRepoRoot(),
      stdio: 'pipe',
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`The API's build failed:\n${String(stdout ?? '')}${String(stderr ?? '')}`, {
      cause: error,
    });
  }
}

/**
 * One database per run, migrated and seeded once. With API_TEST_BACKEND=pg: a fresh PostgreSQL
 * database (docapply_test_<time>_<random>) that each test file copies (CREATE DATABASE ... TEMPLATE),
 * all dropped at the end. Otherwise: a PGlite image that each test file loads into its own
 * in-memory PGlite (loading takes ~0.4 s; creating one from scratch takes seconds).
 */
export default async function setup(project: TestProject) {
  buildApiIfStale();
  project.provide('apiTestDatabaseUrl', '');
  project.provide('apiTestAdminUrl', '');
  project.provide('apiTestPgliteImage', '');
  const adminUrl = process.env.DATABASE_URL;
  if (process.env.API_TEST_BACKEND === 'pg' && adminUrl) {
    const name = `docapply_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openPostgres(url.toString(), { poolSize: 2 });
    await database.migrate();
    await seedIfEmpty(database.db, { demoPassword: TEST_ADMIN_PASSWORD });
    await database.close();
    project.provide('apiTestDatabaseUrl', url.toString());
    project.provide('apiTestAdminUrl', adminUrl);
    return async () => {
      // The run's database and any per-file copy a crashed worker left behind.
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${name}%`],
      );
      for (const { datname } of rows) {
        await client.query(`drop database if exists ${datname} with (force)`);
      }
      await client.end();
    };
  }
  const database = await openPglite();
  await database.migrate();
  await seedIfEmpty(database.db, { demoPassword: TEST_ADMIN_PASSWORD });
  const image = await database.client.dumpDataDir('none');
  await database.close();
  const file = path.join(
    os.tmpdir(),
    `docapply-api-test-${process.pid}-${randomBytes(3).toString('hex')}.tar`,
  );
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide('apiTestPgliteImage', file);
  return async () => {
    await rm(file, { force: true });
  };
}
