import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { FILE_FIELD_NAME } from '@docapply/contracts';
import { JOBS, createAppContext } from '@/compose';
import { loadConfig, type TConfig } from '@/config';
import { issueAccessToken } from '@/core/access/tokens';
import { openPgliteFolder } from '@/core/db/client';
import { files } from '@/core/db/schema';
import { PENDING_SAFE_AGE_MS } from '@/core/files/pending-files';
import { createJobOwner, registerJobs, runJobs } from '@/core/jobs/scheduler';
import { createUser } from '@/core/users/users';
import { createLogger } from '@/logger';
import { ABANDONED_FILES_JOB } from '@/modules/files';
import type { TServerProcess } from './server-process';

/**
 * `kill -9` of the server during uploads, shared by orphan-files-crash.test.ts and
 * `npm run bench:orphans`: a data folder with one doctor, uploads until a chosen state, the files
 * on disk against the rows, and the cleanup job run as `npm run jobs` runs it.
 */
export type TCrashDataDir = { dataDir: string; env: Record<string, string>; config: TConfig; token: string };

/** A data folder with a migrated embedded database holding one doctor, and the doctor's token. */
export async function prepareCrashDataDir(): Promise<TCrashDataDir> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'docapply-orphans-'));
  // JOBS_TICK_MS=0: the server runs no job of its own; the cleanup runs once, when asked. Info:
  // the server says where it listens.
  const env = {
    DATA_DIR: dataDir,
    TOKEN_KEY: randomBytes(32).toString('hex'),
    RATE_LIMIT_MAX: '1000000',
    JOBS_TICK_MS: '0',
    LOG_LEVEL: 'info',
  };
  const config = loadConfig({ cwd: dataDir, env });
  const database = await openPgliteFolder(path.join(dataDir, 'db'));
  try {
    await database.migrate();
    const user = await createUser(database.db, {
      email: `crash.${randomBytes(4).toString('hex')}@example.com`,
      passwordHash: 'not used: the doctor signs in with the token',
      firstName: 'Crash',
      lastName: 'Test',
      roles: ['doctor'],
      isEmailVerified: true,
    });
    if (!user) {
      throw new Error('The doctor could not be created');
    }
    const expiresAt = new Date(Date.now() + 24 * 60 * 60_000);
    return { dataDir, env, config, token: await issueAccessToken(config, user, { expiresAt }) };
  } finally {
    await database.close();
  }
}

/** A PDF as file-type sees one: the magic bytes, then `size` random bytes. */
export function createPdf(size: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size)]);
}

/** Every file under DATA_DIR/files, whole or cut short by the kill (`.part`). */
export function listStoredFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) {
    return [];
  }
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** The storage key a stored file is for. */
export const toStorageKey = (name: string) => name.replace(/\.part$/, '');

/** The id of an upload to the doctor's own documents when the server acknowledged it (201), else null. */
export async function sendUpload(base: string, token: string, data: Buffer): Promise<string | null> {
  const id = randomUUID();
  const form = new FormData();
  form.append(FILE_FIELD_NAME, new Blob([new Uint8Array(data)], { type: 'application/pdf' }), 'licence.pdf');
  try {
    const response = await fetch(`${base}/api/gcs/upload/profile/${id}`, {
      method: 'POST',
      body: form,
      headers: { 'x-auth-token': token },
    });
    await response.arrayBuffer();
    return response.status === 201 ? id : null;
  } catch {
    // The server went away mid-request.
    return null;
  }
}

/** Since the uploads began: the uploads acknowledged, and the files on disk (whole or partly written). */
export type TUploadState = { acknowledged: number; onDisk: number };
export type TKillRun = { started: number; acknowledged: string[]; killedAt: TUploadState | null };

/**
 * Sends `count` uploads at once, and kills the server (SIGKILL) at the first state for which
 * `isKillTime` holds, checked after every turn of the event loop; a batch that ends first is
 * followed by another, up to `maxBatches`. Resolves once the server is gone and every upload ended.
 */
export async function uploadUntilKilled(
  server: TServerProcess,
  options: {
    base: string;
    token: string;
    dataDir: string;
    count: number;
    data: Buffer;
    isKillTime: (state: TUploadState) => boolean;
    maxBatches?: number;
  },
): Promise<TKillRun> {
  const { base, token, dataDir, count, data, isKillTime, maxBatches = 5 } = options;
  const before = listStoredFiles(dataDir).length;
  const acknowledged: string[] = [];
  let started = 0;
  for (let batch = 1; batch <= maxBatches; batch++) {
    let isSettled = false;
    const uploads = Array.from({ length: count }, () =>
      sendUpload(base, token, data).then((id) => (id ? acknowledged.push(id) : 0)),
    );
    started += count;
    void Promise.all(uploads).then(() => (isSettled = true));
    while (!isSettled) {
      const state = { acknowledged: acknowledged.length, onDisk: listStoredFiles(dataDir).length - before };
      if (isKillTime(state)) {
        server.child.kill('SIGKILL');
        await server.exited;
        await Promise.all(uploads);
        return { started, acknowledged, killedAt: state };
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  server.child.kill('SIGKILL');
  await server.exited;
  return { started, acknowledged, killedAt: null };
}

export type TCleanup = { rowKeys: string[]; storedBefore: string[]; storedAfter: string[]; summary: string };

/**
 * With the server stopped: the rows' storage keys and the files on disk, before and after one run
 * of the cleanup job with its clock past the safe age (as `npm run jobs -- --now … --only
 * abandoned-files` runs it). Migrations run first, so a folder an older server wrote is read too.
 */
export async function cleanUpDataDir({ dataDir, config }: TCrashDataDir): Promise<TCleanup> {
  const database = await openPgliteFolder(path.join(dataDir, 'db'));
  const log = createLogger({ LOG_LEVEL: 'silent' }) as unknown as FastifyBaseLogger;
  const ctx = createAppContext({ config, db: database.db, log });
  try {
    await database.migrate();
    const storedBefore = listStoredFiles(dataDir);
    const jobs = JOBS.filter((job) => job.name === ABANDONED_FILES_JOB.name);
    await registerJobs(database.db, jobs);
    const now = new Date(Date.now() + PENDING_SAFE_AGE_MS + 60_000);
    const [outcome] = await runJobs(ctx, jobs, { owner: createJobOwner(), now, force: true });
    const rows = await database.db.select({ storageKey: files.storageKey }).from(files);
    return {
      rowKeys: rows.map((row) => row.storageKey),
      storedBefore,
      storedAfter: listStoredFiles(dataDir),
      summary: outcome?.error ?? outcome?.summary ?? 'not run',
    };
  } finally {
    await ctx.mailer.stop();
    await ctx.live.close();
    await database.close();
  }
}
