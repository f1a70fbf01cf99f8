import { createHash } from 'node:crypto';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { files } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { writeAudit } from '@/core/audit';
import { isUuid } from '@/core/files/application-access';
import { reserveStorageKeys, takeStorageKeys } from '@/core/files/pending-files';
import { copyStoredBytes, type TFileStorage } from '@/core/storage/storage';
import { APPOINTMENT_MESSAGES } from './messages';

/**
 * The id of the copy of document `fileId` in application `applicationId`: derived from both (a
 * name-based, version-5 style uuid), so the comparison with the approved application can tell a
 * carried document from a new upload without a column of its own.
 */
export function copiedFileId(applicationId: string, fileId: string): string {
  const hex = createHash('sha256').update(`docapply:reappointment:${applicationId}:${fileId}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type TCopyScope = {
  doctorId: string;
  fromApplicationId: string;
  toApplicationId: string;
};

/**
 * A storage key for each document the copier may copy (the approved application's own current
 * uploads), reserved before the reappointment's transaction: bytes are stored only under a key
 * whose reservation has committed (core/files/pending-files.ts). Keys the transaction does not
 * use, or all of them when it fails, stay pending and the cleanup job removes them.
 */
export async function reserveCopyKeys(
  db: TDb,
  { doctorId, fromApplicationId }: Pick<TCopyScope, 'doctorId' | 'fromApplicationId'>,
): Promise<string[]> {
  const [counted] = await db
    .select({ documents: count() })
    .from(files)
    .where(
      and(
        eq(files.applicationId, fromApplicationId),
        eq(files.ownerUserId, doctorId),
        isNull(files.supersededAt),
      ),
    );
  return reserveStorageKeys(db, counted?.documents ?? 0);
}

/**
 * Carries documents from the approved application into the reappointment: the approved
 * application's own uploads are copied (new bytes under the reserved `keys`, a new row), profile
 * documents are shared as they are, anything else (superseded, someone else's) is left empty.
 * `storedKeys` lists the bytes written.
 */
export function createDocumentCopier(
  tx: TDb,
  storage: TFileStorage,
  scope: TCopyScope,
  keys: readonly string[],
) {
  const resolved = new Map<string, string | null>();
  const storedKeys: string[] = [];

  async function copy(row: typeof files.$inferSelect): Promise<string> {
    const id = copiedFileId(scope.toApplicationId, row.id);
    const storageKey = keys[storedKeys.length];
    if (!storageKey) {
      // The approved application gained a document since the keys were counted (a renewal).
      throw new AppError('CONFLICT', { message: APPOINTMENT_MESSAGES.documentsChanged });
    }
    await copyStoredBytes(storage, { sourceKey: row.storageKey, storageKey, mime: row.mime });
    storedKeys.push(storageKey);
    await takeStorageKeys(tx, [storageKey]);
    await tx.insert(files).values({
      id,
      ownerUserId: scope.doctorId,
      applicationId: scope.toApplicationId,
      storageKey,
      originalName: row.originalName,
      mime: row.mime,
      size: row.size,
    });
    await writeAudit(tx, {
      actorId: scope.doctorId,
      action: 'file.copied',
      entity: 'file',
      entityId: id,
      applicationId: scope.toApplicationId,
      data: { fromFileId: row.id, fromApplicationId: scope.fromApplicationId },
      after: { name: row.originalName, mime: row.mime, size: row.size },
    });
    return id;
  }

  /** What each file answer becomes in the reappointment (null: left empty). */
  async function resolve(ids: readonly string[]): Promise<(id: string) => string | null> {
    const pending = [...new Set(ids)].filter((id) => isUuid(id) && !resolved.has(id));
    const rows = pending.length
      ? await tx
          .select()
          .from(files)
          // Note: only the doctor's own documents are carried.
          .where(and(inArray(files.id, pending), eq(files.ownerUserId, scope.doctorId)))
      : [];
    for (const row of rows) {
      if (row.supersededAt) {
        resolved.set(row.id, null);
      } else if (row.applicationId === scope.fromApplicationId) {
        resolved.set(row.id, await copy(row));
      } else {
        resolved.set(row.id, row.applicationId === null ? row.id : null);
      }
    }
    return (id) => resolved.get(id) ?? null;
  }

  return { resolve, storedKeys };
}
