import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/server-process';
import {
  cleanUpDataDir,
  createPdf,
  prepareCrashDataDir,
  toStorageKey,
  uploadUntilKilled,
} from './helpers/upload-crash';

const UPLOADS = 20;
const sorted = (keys: string[]) => [...keys].sort();

// A process-level test: the database backend of the run does not matter, so it runs once.
describe.skipIf(process.env.API_TEST_BACKEND === 'pg')('kill -9 of the server during uploads', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every acknowledged upload, and after a restart and one cleanup run the files on disk are the rows', async () => {
    const prepared = await prepareCrashDataDir();
    dirs.push(prepared.dataDir);
    const data = createPdf(1024 * 1024);

    // 20 uploads at once, and the server killed once some are acknowledged while bytes are on disk
    // that no answer has acknowledged yet (stored, or being stored, without a committed row).
    const first = startServerProcess(prepared.env);
    const run = await uploadUntilKilled(first, {
      base: await first.ready,
      token: prepared.token,
      dataDir: prepared.dataDir,
      count: UPLOADS,
      data,
      isKillTime: ({ acknowledged, onDisk }) => acknowledged > 0 && onDisk > acknowledged,
    });

    // The server starts again, and every upload it acknowledged opens, whole.
    const second = startServerProcess(prepared.env);
    try {
      const base = await second.ready;
      for (const id of run.acknowledged) {
        const response = await fetch(`${base}/api/gcs/get/profile/${id}`, {
          headers: { 'x-auth-token': prepared.token },
        });
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);
      }
      second.child.kill('SIGTERM');
      // Stopped cleanly within the shutdown's time (its log says why when not).
      expect(await second.exited, second.getOutput().slice(-3000)).toBe(0);
    } finally {
      second.child.kill('SIGKILL');
    }

    const cleanup = await cleanUpDataDir(prepared);
    console.log(
      `kill -9 during ${UPLOADS} uploads: ${run.started} started, ${run.acknowledged.length} acknowledged, ` +
        `killed at ${JSON.stringify(run.killedAt)}; ${cleanup.rowKeys.length} rows; files on disk ` +
        `${cleanup.storedBefore.length} before the cleanup, ${cleanup.storedAfter.length} after (${cleanup.summary})`,
    );
    expect(cleanup.rowKeys.length).toBeGreaterThanOrEqual(run.acknowledged.length);
    expect(sorted(cleanup.storedAfter)).toEqual(sorted(cleanup.rowKeys));
    expect(cleanup.storedAfter.every((name) => name === toStorageKey(name))).toBe(true);
  }, 180_000);
});
