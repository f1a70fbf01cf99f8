import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { files } from '@/core/db/schema';
import type { TFileRow } from '@/core/files/file-access';
import { isUuid } from '@/core/files/application-access';
import { copyToNewKey, takeStorageKeys, type TFileDeps } from '@/core/files/pending-files';

/** A copy of the renewed document for another application: its own row and its own bytes. */
export type TFileCopy = { id: string; applicationId: string; storageKey: string };

/**
 * The renewed document the doctor uploaded to their own documents (POST /gcs/upload/profile/…)
 * for this renewal: theirs, not yet part of an application, not removed.
 */
export async function findFreshUpload(db: TDb, doctorId: string, fileId: string): Promise<TFileRow | null> {
  if (!isUuid(fileId)) {
    return null;
  }
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.id, fileId),
        // Note: only the doctor's own upload, and one no application holds yet.
        eq(files.ownerUserId, doctorId),
        isNull(files.applicationId),
        isNull(files.supersededAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Stores the upload's bytes once more for each further application, before the renewal's
 * transaction (their keys are pending until it inserts their rows; if it never does, the cleanup
 * job removes them). Each application keeps its own copy, as with every other document: a draft's
 * copy can be removed without touching the others.
 */
export async function copyUpload(
  deps: TFileDeps,
  upload: TFileRow,
  applicationIds: readonly string[],
): Promise<TFileCopy[]> {
  const copies: TFileCopy[] = [];
  for (const applicationId of applicationIds) {
    const { storageKey } = await copyToNewKey(deps, { sourceKey: upload.storageKey, mime: upload.mime });
    copies.push({ id: randomUUID(), applicationId, storageKey });
  }
  return copies;
}

/** The rows of the copies, in the transaction that writes the renewal. */
export async function insertCopies(db: TDb, upload: TFileRow, copies: readonly TFileCopy[]): Promise<void> {
  if (copies.length === 0) {
    return;
  }
  await takeStorageKeys(
    db,
    copies.map((copy) => copy.storageKey),
  );
  await db.insert(files).values(
    copies.map((copy) => ({
      id: copy.id,
      ownerUserId: upload.ownerUserId,
      applicationId: copy.applicationId,
      storageKey: copy.storageKey,
      originalName: upload.originalName,
      mime: upload.mime,
      size: upload.size,
    })),
  );
}

/** Moves the upload into the first application; false when another request took it first. */
export async function attachUpload(db: TDb, upload: TFileRow, applicationId: string): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ applicationId })
    .where(and(eq(files.id, upload.id), isNull(files.applicationId), isNull(files.supersededAt)))
    .returning({ id: files.id });
  return rows.length > 0;
}

/** Marks the application's previous copy superseded: the office still opens it, the doctor no longer. */
export async function supersedePrevious(
  db: TDb,
  { fileId, applicationId, at }: { fileId: string | null; applicationId: string; at: Date },
): Promise<boolean> {
  if (!fileId || !isUuid(fileId)) {
    return false;
  }
  const rows = await db
    .update(files)
    .set({ supersededAt: at })
    .where(and(eq(files.id, fileId), eq(files.applicationId, applicationId), isNull(files.supersededAt)))
    .returning({ id: files.id });
  return rows.length > 0;
}
