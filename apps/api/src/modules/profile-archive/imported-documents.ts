import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { PROFILE_ARCHIVE_MESSAGES, type TFileInfo, type TImportedDocument } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { files, importedProfileDocuments } from '@/core/db/schema';
import { runChange } from '@/core/change';
import { cleanFileName, toFileInfo, type TFileDeps } from '@/core/files/file-service';
import { removeReleasedBytes, takeStorageKeys } from '@/core/files/pending-files';
import type { TAttachment } from '@/core/storage/content-disposition';
import { AppError } from '@/lib/app-error';

type TImportedRow = typeof importedProfileDocuments.$inferSelect;

function notFound(): AppError {
  return new AppError('NOT_FOUND', { message: PROFILE_ARCHIVE_MESSAGES.documentNotFound });
}

function mimeOf(row: TImportedRow): TFileInfo['mime'] {
  return row.mime === 'image/png' || row.mime === 'image/jpeg' ? row.mime : 'application/pdf';
}

export function toImportedDocument(row: TImportedRow): TImportedDocument {
  return {
    id: row.id,
    name: cleanFileName(row.originalName, mimeOf(row)),
    size: row.size,
    mime: mimeOf(row),
    createdAt: row.uploadedAt.toISOString(),
    kind: row.kind,
    row: row.rowIdentity ?? null,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    source: row.source,
  };
}

function isOwnPending(doctorId: string, id: string) {
  // Note: the doctor's own pending documents only; anyone else's reads as missing.
  return and(
    eq(importedProfileDocuments.id, id),
    eq(importedProfileDocuments.doctorId, doctorId),
    eq(importedProfileDocuments.status, 'pending'),
  );
}

/** GET /account/profile-archive/documents: the imported documents waiting for the doctor, oldest first. */
export async function listPendingDocuments(db: TDb, doctorId: string): Promise<TImportedDocument[]> {
  const rows = await db
    .select()
    .from(importedProfileDocuments)
    .where(
      and(eq(importedProfileDocuments.doctorId, doctorId), eq(importedProfileDocuments.status, 'pending')),
    )
    .orderBy(asc(importedProfileDocuments.createdAt), asc(importedProfileDocuments.originalName));
  return rows.map(toImportedDocument);
}

/** GET /account/profile-archive/documents/{id}/file: a pending document, for the doctor to look at. */
export async function openPendingDocument(
  { db, storage }: TFileDeps,
  doctorId: string,
  id: string,
): Promise<TAttachment> {
  const [row] = await db.select().from(importedProfileDocuments).where(isOwnPending(doctorId, id)).limit(1);
  if (!row?.storageKey) {
    throw notFound();
  }
  const document = toImportedDocument(row);
  return {
    name: document.name,
    contentType: document.mime,
    size: row.size,
    body: await storage.get(row.storageKey),
  };
}

/**
 * POST /account/profile-archive/documents/{id}/confirm: the document becomes one of the doctor's
 * profile documents (its bytes now a files row's, in the same transaction), which "apply once"
 * offers where a form asks for its kind.
 */
export async function confirmDocument(
  { db }: Pick<TFileDeps, 'db'>,
  doctorId: string,
  id: string,
): Promise<TFileInfo> {
  return runChange(
    async (change) => {
      const [row] = await change.tx
        .select()
        .from(importedProfileDocuments)
        .where(isOwnPending(doctorId, id))
        .for('update')
        .limit(1);
      if (!row?.storageKey) {
        throw notFound();
      }
      // The row lets go of the key (its trigger reserves it again) and the new files row takes it.
      await change.tx
        .update(importedProfileDocuments)
        .set({ storageKey: null })
        .where(eq(importedProfileDocuments.id, row.id));
      await takeStorageKeys(change.tx, [row.storageKey]);
      const [file] = await change.tx
        .insert(files)
        .values({
          id: randomUUID(),
          ownerUserId: doctorId,
          applicationId: null,
          storageKey: row.storageKey,
          originalName: row.originalName,
          mime: row.mime,
          size: row.size,
          // The day the doctor first uploaded it, wherever that was.
          createdAt: row.uploadedAt,
        })
        .returning();
      await change.tx
        .update(importedProfileDocuments)
        .set({ status: 'confirmed', fileId: file.id, confirmedAt: new Date() })
        .where(eq(importedProfileDocuments.id, row.id));
      await change.audit({
        actorId: doctorId,
        action: 'profile_archive.document_confirmed',
        entity: 'file',
        entityId: file.id,
        data: { importedDocumentId: row.id, kind: row.kind },
        after: { name: file.originalName, mime: file.mime, size: file.size },
      });
      return toFileInfo(file);
    },
    { db },
  );
}

/** DELETE /account/profile-archive/documents/{id}: the document and its bytes are gone. */
export async function discardDocument(deps: TFileDeps, doctorId: string, id: string): Promise<void> {
  const storageKey = await runChange(
    async (change) => {
      // The delete's trigger reserves the key again; its bytes go below, or with the cleanup job.
      const [row] = await change.tx
        .delete(importedProfileDocuments)
        .where(isOwnPending(doctorId, id))
        .returning();
      if (!row?.storageKey) {
        throw notFound();
      }
      await change.audit({
        actorId: doctorId,
        action: 'profile_archive.document_discarded',
        entity: 'imported_document',
        entityId: row.id,
        before: { name: row.originalName, kind: row.kind, size: row.size },
      });
      return row.storageKey;
    },
    { db: deps.db },
  );
  await removeReleasedBytes(deps, [storageKey]);
}
