import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/core/db/client';
import { files } from '@/core/db/schema';
import { writeAudit } from '@/core/audit';
import { isUuid } from '@/core/files/application-access';
import { copyStoredBytes, type TFileStorage } from '@/core/storage/storage';

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
  ip: string | null;
};

/**
 * Carries documents from the approved application into the reappointment: the approved
 * application's own uploads are copied (new bytes through the storage interface, a new row),
 * profile documents are shared as they are, anything else (superseded, someone else's) is left
 * empty. `storedKeys` lists the bytes written, for the caller to remove if its transaction fails.
 */
export function createDocumentCopier(tx: TDb, storage: TFileStorage, scope: TCopyScope) {
  const resolved = new Map<string, string | null>();
  const storedKeys: string[] = [];

  async function copy(row: typeof files.$inferSelect): Promise<string> {
    const id = copiedFileId(scope.toApplicationId, row.id);
    const { storageKey } = await copyStoredBytes(storage, row.storageKey, row.mime);
    storedKeys.push(storageKey);
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
      ip: scope.ip,
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
