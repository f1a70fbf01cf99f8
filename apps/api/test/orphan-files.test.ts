import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_FIELD_NAME } from '@docapply/contracts';
import { files } from '@/core/db/schema';
import { PENDING_SAFE_AGE_MS, storeNewBytes, takeStorageKeys } from '@/core/files/pending-files';
import { createLocalStorage } from '@/core/storage/local-storage';
import { createUserWithToken, expectError, get } from './helpers/auth';
import { createTestApp, type TTestApp } from './helpers/test-app';
import { listStoredFiles, toStorageKey } from './helpers/upload-crash';
import { PDF } from './submission-fixtures';

const JOB = { names: ['abandoned-files'] };
const PAST_SAFE_AGE_MS = PENDING_SAFE_AGE_MS + 60_000;
// The name the test's trigger refuses: the database fails after the bytes were stored.
const REFUSED_NAME = 'interrupted.pdf';

describe('files that never got their row', () => {
  let t: TTestApp;
  let doctor: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    doctor = await createUserWithToken(t.db, t.config);
    await t.db.execute(
      sql.raw(`
      create function test_refuse_upload() returns trigger language plpgsql as $$
      begin
        if new.original_name = '${REFUSED_NAME}' then
          raise exception 'the database went away';
        end if;
        return new;
      end $$`),
    );
    await t.db.execute(sql`
      create trigger test_refuse_upload before insert on files
        for each row execute function test_refuse_upload()`);
  });
  afterAll(() => t.close());

  const upload = (id: string, name: string) => {
    const form = new FormData();
    form.append(FILE_FIELD_NAME, new Blob([PDF], { type: 'application/pdf' }), name);
    return t.app.inject({
      method: 'POST',
      url: `/api/gcs/upload/profile/${id}`,
      payload: form,
      headers: { 'x-auth-token': doctor.token },
    });
  };
  const open = (id: string) => get(t.app, `/api/gcs/get/profile/${id}`, { token: doctor.token });
  const runCleanup = (now: Date) => t.runJobs(now, JOB);

  /** Stored files no row names: bytes no client can ever open. */
  async function listOrphans(): Promise<string[]> {
    const rows = await t.db.select({ storageKey: files.storageKey }).from(files);
    const held = new Set(rows.map((row) => row.storageKey));
    return listStoredFiles(t.config.DATA_DIR).filter((name) => !held.has(toStorageKey(name)));
  }

  it('an upload whose row fails to commit leaves no file; the cleanup removes its bytes once no upload can be running', async () => {
    const id = randomUUID();
    const failed = await upload(id, REFUSED_NAME);
    expectError(failed, 500, 'INTERNAL');
    expect(failed.body).not.toContain('went away');
    expect((await open(id)).statusCode).toBe(404);
    const abandoned = await listOrphans();
    expect(abandoned).toHaveLength(1);

    // The id was never taken: the same file again, under another name, is stored.
    expect((await upload(id, 'licence.pdf')).statusCode).toBe(201);

    // A cleanup now keeps the bytes: an upload that young may still be on its way to its row.
    expect((await runCleanup(new Date()))[0]).toMatchObject({ ran: true, summary: expect.any(String) });
    expect(await listOrphans()).toEqual(abandoned);

    // Past the safe age they go; the stored file stays and opens whole.
    const [outcome] = await runCleanup(new Date(Date.now() + PAST_SAFE_AGE_MS));
    expect(outcome.error).toBeUndefined();
    expect(await listOrphans()).toEqual([]);
    const opened = await open(id);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(PDF)).toBe(true);
  });

  it('removes the bytes of a row deleted without the app (a cascade, a crash before its bytes went)', async () => {
    const id = randomUUID();
    expect((await upload(id, 'board-certificate.pdf')).statusCode).toBe(201);
    const [row] = await t.db.select().from(files).where(eq(files.id, id));
    await t.db.delete(files).where(eq(files.id, id));
    expect(await listOrphans()).toEqual([row.storageKey]);

    await runCleanup(new Date(Date.now() + PAST_SAFE_AGE_MS));
    expect(await listOrphans()).toEqual([]);
    expect((await open(id)).statusCode).toBe(404);
  });

  it('lets no change take a key whose bytes the cleanup removed (a change slower than the safe age)', async () => {
    const storage = createLocalStorage({ dataDir: t.config.DATA_DIR });
    const storageKey = await storeNewBytes({ db: t.db, storage }, PDF, 'application/pdf');
    await runCleanup(new Date(Date.now() + PAST_SAFE_AGE_MS));
    expect(listStoredFiles(t.config.DATA_DIR)).not.toContain(storageKey);

    await expect(t.db.transaction((tx) => takeStorageKeys(tx, [storageKey]))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });
});
