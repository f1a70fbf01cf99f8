import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { TBackPressure } from '@/core/db/back-pressure';
import { openPglite, openPostgres, type TDatabase, type TQueryListener } from '@/core/db/client';

async function runAdminQuery(adminUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A migrated, seeded database of this test file's own: an in-memory PGlite loaded from the run's
 * image, or (API_TEST_BACKEND=pg) a PostgreSQL copy of the run's database. Own databases keep one
 * file's outbox senders from delivering another file's mail.
 */
export type TTestDatabaseOptions = {
  onQuery?: TQueryListener;
  backPressure?: TBackPressure;
  statementTimeoutMs?: number;
};

export async function openTestDatabase({
  onQuery,
  backPressure,
  statementTimeoutMs,
}: TTestDatabaseOptions = {}): Promise<TDatabase> {
  const templateUrl = inject('apiTestDatabaseUrl');
  if (templateUrl) {
    const adminUrl = inject('apiTestAdminUrl');
    const template = new URL(templateUrl);
    const name = `${template.pathname.slice(1)}_${randomBytes(4).toString('hex')}`;
    await runAdminQuery(adminUrl, `create database ${name} template ${template.pathname.slice(1)}`);
    template.pathname = `/${name}`;
    const database = await openPostgres(template.toString(), {
      poolSize: 4,
      onQuery,
      backPressure,
      statementTimeoutMs,
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        await runAdminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const image = inject('apiTestPgliteImage');
  if (!image) {
    throw new Error('global-setup did not prepare a database image');
  }
  return openPglite({ loadDataDir: new Blob([await readFile(image)]), onQuery, backPressure });
}
