import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type TDatabase } from '@/core/db/client';
import { lockDataDir } from '@/core/db/data-lock';
import { seedIfEmpty } from '@/core/db/seed';
import { addExclusionEntry, expectSummary, readEverything, storeDocuments } from './helpers/backup';
import { runCommandScript } from './helpers/command-script';
import { TEST_ADMIN_PASSWORD } from './helpers/constants';
import { makeTempDir } from './helpers/temp-dir';

type TSnapshot = Awaited<ReturnType<typeof readEverything>>;

/** Opens the embedded database of `dataDir`, reads it all, and closes it for the next command. */
async function readDataDir(dataDir: string): Promise<TSnapshot> {
  const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
  try {
    return await readEverything(database.db, dataDir);
  } finally {
    await database.close();
  }
}

/** An archive with one byte changed inside the rows of `db/users.jsonl`, its gzip whole. */
function tamperUsers(archive: string, copy: string): void {
  const tar = gunzipSync(readFileSync(archive));
  const header = tar.indexOf('db/users.jsonl');
  // The entry's content starts at the next 512-byte block after its header.
  const at = header - (header % 512) + 512 + 10;
  tar[at] = tar[at] === 0x41 ? 0x42 : 0x41;
  writeFileSync(copy, gzipSync(tar));
}

// The PostgreSQL stage runs only the PostgreSQL part: the embedded database's is the same there.
describe.skipIf(process.env.API_TEST_BACKEND === 'pg')(
  'npm run backup and restore on the embedded database',
  () => {
    let source: string;
    let archive: string;
    let before: TSnapshot;

    beforeAll(async () => {
      source = makeTempDir('docapply-backup-source-');
      archive = path.join(makeTempDir('docapply-backup-archive-'), 'docapply.tar.gz');
      const database = await openPglite({ dataDir: path.join(source, 'db') });
      await database.migrate();
      await seedIfEmpty(database.db, { demoPassword: TEST_ADMIN_PASSWORD });
      await storeDocuments(database.db, source);
      await database.close();
      before = await readDataDir(source);
    });

    it('says how to call them when the file is missing', async () => {
      const backup = await runCommandScript('backup', [], { DATA_DIR: source });
      expect(backup.code).toBe(1);
      expect(backup.stderr.trim()).toBe('Usage: npm run backup -- <file> [--force]');
      const restore = await runCommandScript('restore', ['--force'], { DATA_DIR: source });
      expect(restore.code).toBe(1);
      expect(restore.stderr.trim()).toBe('Usage: npm run restore -- <file> [--force]');
      const absent = await runCommandScript('restore', [`${archive}.absent`], { DATA_DIR: source });
      expect(absent.stderr.trim()).toBe(
        `${archive}.absent does not exist: give the path of an archive npm run backup wrote.`,
      );
    });

    it('refuses while a server holds the data folder', async () => {
      const release = await lockDataDir(source);
      try {
        const run = await runCommandScript('backup', [archive], { DATA_DIR: source });
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(/stop the server first/);
        expect(existsSync(archive)).toBe(false);
      } finally {
        await release();
      }
    });

    it('backs up, and a restore into a new data folder gives every row and file back exactly', async () => {
      const backup = await runCommandScript('backup', [archive], { DATA_DIR: source });
      expectSummary(backup, /^Backup written to .*docapply\.tar\.gz \(\d+ bytes\)/);
      console.log(backup.stdout.trim());

      const again = await runCommandScript('backup', [archive], { DATA_DIR: source });
      expect(again.code).toBe(1);
      expect(again.stderr.trim()).toBe(
        `${archive} exists already: choose another name, or add --force to replace it.`,
      );

      const target = makeTempDir('docapply-backup-target-');
      const restore = await runCommandScript('restore', [archive], { DATA_DIR: target });
      expectSummary(restore, /^Restored .*, checked:/);
      console.log(restore.stdout.trim());
      const after = await readDataDir(target);
      expect(Object.keys(after.stored)).toHaveLength(3);
      expect(after.tables.users.length).toBeGreaterThan(0);
      expect(after).toEqual(before);
      const ids = before.tables.exclusion_entries.map((line) => (JSON.parse(line) as { id: number }).id);
      const database = await openPglite({ dataDir: path.join(target, 'db') });
      const nextId = await addExclusionEntry(database.db).finally(() => database.close());
      expect(nextId).toBe(Math.max(...ids) + 1);
    });

    it('refuses a damaged archive and changes nothing, naming the entry when it can', async () => {
      const target = makeTempDir('docapply-backup-damaged-');
      const flipped = path.join(target, 'flipped.tar.gz');
      const bytes = readFileSync(archive);
      bytes[Math.floor(bytes.length / 2)] ^= 0xff;
      writeFileSync(flipped, bytes);
      const damaged = await runCommandScript('restore', [flipped], { DATA_DIR: target });
      expect(damaged.code).toBe(1);
      expect(damaged.stderr).toMatch(/damaged.*Nothing was changed\.$/m);
      expect(damaged.stderr).not.toMatch(/\n\s+at /);

      const tampered = path.join(target, 'tampered.tar.gz');
      tamperUsers(archive, tampered);
      const wrong = await runCommandScript('restore', [tampered], { DATA_DIR: target });
      expect(wrong.code).toBe(1);
      expect(wrong.stderr.trim()).toBe(
        `${tampered} is damaged: the entry db/users.jsonl does not match its checksum. Nothing was changed.`,
      );
      const after = await readDataDir(target);
      expect(after.tables.users).toEqual([]);
      expect(after.tables.files).toEqual([]);
      expect(existsSync(path.join(target, 'files'))).toBe(false);
    });

    it('refuses a database that holds accounts, and replaces it with --force', async () => {
      const refused = await runCommandScript('restore', [archive], { DATA_DIR: source });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^The target database already holds accounts: .* --force/);

      const forced = await runCommandScript('restore', [archive, '--force'], { DATA_DIR: source });
      expectSummary(forced, /^Restored /);
      expect(await readDataDir(source)).toEqual(before);
    });
  },
);

// With API_TEST_BACKEND=pg: a PostgreSQL copy of the run's seeded database into a new empty one.
describe.runIf(inject('apiTestAdminUrl'))('npm run backup and restore on PostgreSQL', () => {
  const suffix = `${Date.now()}_${randomBytes(3).toString('hex')}`;
  const names = { source: `docapply_backup_src_${suffix}`, target: `docapply_backup_dst_${suffix}` };
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: inject('apiTestAdminUrl') });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };
  const getUrl = (name: string) => {
    const url = new URL(inject('apiTestDatabaseUrl'));
    url.pathname = `/${name}`;
    return url.toString();
  };
  const readDatabase = async (name: string, dataDir: string) => {
    const database: TDatabase = await openPostgres(getUrl(name), { poolSize: 1 });
    try {
      return await readEverything(database.db, dataDir);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    const template = new URL(inject('apiTestDatabaseUrl')).pathname.slice(1);
    await admin(`create database ${names.source} template ${template}`);
    await admin(`create database ${names.target}`);
  });
  afterAll(async () => {
    await admin(`drop database if exists ${names.source} with (force)`);
    await admin(`drop database if exists ${names.target} with (force)`);
  });

  it('restores every row and file into an empty database', async () => {
    const source = makeTempDir('docapply-backup-pg-source-');
    const target = makeTempDir('docapply-backup-pg-target-');
    const archive = path.join(source, 'docapply.tar.gz');
    const database = await openPostgres(getUrl(names.source), { poolSize: 1 });
    await storeDocuments(database.db, source).finally(() => database.close());
    const before = await readDatabase(names.source, source);

    const backup = await runCommandScript('backup', [archive], {
      DATA_DIR: source,
      DATABASE_URL: getUrl(names.source),
    });
    expectSummary(backup, /^Backup written to /);
    const restore = await runCommandScript('restore', [archive], {
      DATA_DIR: target,
      DATABASE_URL: getUrl(names.target),
    });
    expectSummary(restore, /^Restored /);
    expect(await readDatabase(names.target, target)).toEqual(before);
  });
});
