import { and, eq, inArray, lt, notExists, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { findRequestContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { files, pendingFiles } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { copyStoredBytes, createStorageKey, type TFileStorage } from '@/core/storage/storage';

/**
 * No orphan files (docs/adr/0005-no-orphan-files.md). Bytes are stored only under a key reserved
 * in pending_files by a committed row; the transaction that inserts the key's files row takes the
 * reservation (takeStorageKeys), and deleting a files row reserves its key again (trigger of
 * migration 0016). A crash at any point therefore leaves a files row whose bytes are stored, or a
 * pending key, whose bytes (whole, partial or none) the cleanup job removes once it is older than
 * any upload takes.
 */
export type TFileDeps = { db: TDb; storage: TFileStorage };

/** Longer than any upload or copy takes between its reservation and its row's commit. */
export const PENDING_SAFE_AGE_MS = 60 * 60_000;
const REMOVE_BATCH = 100;
const EXPIRED_MESSAGE = 'The file took too long to save and was discarded. Try again.';

/**
 * Reserves `count` new keys. Never in a transaction: the reservation must be committed before the
 * bytes are stored (and on PGlite a statement outside the open transaction would wait for ever).
 */
export async function reserveStorageKeys(db: TDb, count: number): Promise<string[]> {
  if (db instanceof PgTransaction) {
    throw new Error('Reserve storage keys before the transaction that writes their rows');
  }
  const keys = Array.from({ length: count }, createStorageKey);
  if (keys.length > 0) {
    await db.insert(pendingFiles).values(keys.map((storageKey) => ({ storageKey })));
  }
  return keys;
}

/** Stores new bytes under a reserved key; a files row inserted with the key makes them a file. */
export async function storeNewBytes({ db, storage }: TFileDeps, data: Buffer, mime: string): Promise<string> {
  const [storageKey] = await reserveStorageKeys(db, 1);
  await storage.put(storageKey, data, mime);
  return storageKey;
}

/** Another copy of stored bytes under a reserved key (see copyStoredBytes). */
export async function copyToNewKey(
  { db, storage }: TFileDeps,
  { sourceKey, mime }: { sourceKey: string; mime: string },
): Promise<{ storageKey: string; size: number }> {
  const [storageKey] = await reserveStorageKeys(db, 1);
  return { storageKey, size: await copyStoredBytes(storage, { sourceKey, storageKey, mime }) };
}

/**
 * Takes the reservations of the keys whose files rows the caller inserts in this transaction: from
 * its commit on the bytes are those rows'. A key the cleanup job has claimed or removed (reserved
 * longer ago than the safe age) cannot be taken: its bytes are going, so the change fails.
 */
export async function takeStorageKeys(tx: TDb, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) {
    return;
  }
  const taken = await tx
    .delete(pendingFiles)
    .where(and(inArray(pendingFiles.storageKey, [...keys]), eq(pendingFiles.isRemoving, false)))
    .returning({ storageKey: pendingFiles.storageKey });
  if (taken.length !== new Set(keys).size) {
    throw new AppError('CONFLICT', { message: EXPIRED_MESSAGE });
  }
}

/**
 * Claims pending keys no files row holds, oldest first: from this commit on no change can take one
 * (takeStorageKeys), so their bytes can go. A key an open transaction is taking (its row lock) is
 * skipped.
 */
async function claimPendingKeys(db: TDb, where: SQL | undefined, limit: number): Promise<string[]> {
  const unheld = notExists(
    db
      .select({ storageKey: files.storageKey })
      .from(files)
      .where(eq(files.storageKey, pendingFiles.storageKey)),
  );
  const candidates = db
    .select({ storageKey: pendingFiles.storageKey })
    .from(pendingFiles)
    .where(and(where, unheld))
    .orderBy(pendingFiles.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pendingFiles)
    .set({ isRemoving: true })
    .where(inArray(pendingFiles.storageKey, candidates))
    .returning({ storageKey: pendingFiles.storageKey });
  return claimed.map((row) => row.storageKey);
}

/** Removes the claimed keys' bytes, then their reservations (a key whose bytes stay stays claimed). */
async function removeClaimedBytes({ db, storage }: TFileDeps, keys: readonly string[]): Promise<void> {
  const removed: string[] = [];
  try {
    for (const key of keys) {
      await storage.remove(key);
      removed.push(key);
    }
  } finally {
    if (removed.length > 0) {
      await db.delete(pendingFiles).where(inArray(pendingFiles.storageKey, removed));
    }
  }
}

/**
 * After the commit that deleted files rows: their bytes go now. A failure is logged, not thrown (the
 * change is saved); the keys stay pending and the job removes them.
 */
export async function removeReleasedBytes(deps: TFileDeps, keys: readonly string[]): Promise<void> {
  try {
    const claimed = await claimPendingKeys(deps.db, inArray(pendingFiles.storageKey, [...keys]), keys.length);
    await removeClaimedBytes(deps, claimed);
  } catch (error) {
    findRequestContext()?.app?.log.warn(
      { err: error },
      'Removed files kept their bytes until the next cleanup',
    );
  }
}

/**
 * The job's work: the bytes of every key pending since before `now` minus the safe age (an upload
 * cut short by a crash or a failure, a removal whose bytes stayed), and the keys. Returns how many.
 */
export async function removeAbandonedBytes(deps: TFileDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PENDING_SAFE_AGE_MS);
  let count = 0;
  for (;;) {
    const claimed = await claimPendingKeys(deps.db, lt(pendingFiles.createdAt, before), REMOVE_BATCH);
    await removeClaimedBytes(deps, claimed);
    count += claimed.length;
    if (claimed.length < REMOVE_BATCH) {
      return count;
    }
  }
}
