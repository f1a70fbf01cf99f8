import { eq, sql } from 'drizzle-orm';
import { PROFILE_ARCHIVE_MESSAGES, type TProfileArchiveImportResult } from '@docapply/contracts';
import { importedProfileAnswers, importedProfileDocuments } from '@/core/db/schema';
import { runChange } from '@/core/change';
import { stageUpload, type TFileDeps, type TStagedUpload } from '@/core/files/file-service';
import { removeReleasedBytes, takeStorageKeys } from '@/core/files/pending-files';
import { AppError, isAppError } from '@/lib/app-error';
import { readProfileArchive, type TArchiveDocument } from './read-archive';
import { toImportedDocument } from './imported-documents';

type TStaged = { document: TArchiveDocument['entry']; staged: TStagedUpload };

const sameDocument = (document: { sha256: string; kind: string }) => `${document.sha256} ${document.kind}`;

/** The documents the doctor imported before, pending or confirmed: an archive imported twice adds nothing. */
async function findImported(deps: TFileDeps, doctorId: string): Promise<Set<string>> {
  const rows = await deps.db
    .select({ sha256: importedProfileDocuments.sha256, kind: importedProfileDocuments.kind })
    .from(importedProfileDocuments)
    .where(eq(importedProfileDocuments.doctorId, doctorId));
  return new Set(rows.map(sameDocument));
}

/** A document refused as an upload would be (type, active PDF content), named. */
async function stageDocument(deps: TFileDeps, { entry, data }: TArchiveDocument): Promise<TStagedUpload> {
  try {
    return await stageUpload(deps, { filename: entry.name, data });
  } catch (error) {
    if (isAppError(error) && error.statusCode < 500) {
      throw new AppError(error.code, {
        message: PROFILE_ARCHIVE_MESSAGES.badDocument(entry.name, error.message),
      });
    }
    throw error;
  }
}

/**
 * POST /account/profile-archive: imports a profile archive (a zip in `file`, from this or another
 * DocApply) for the doctor. Each document passes the checks of an ordinary upload and is stored
 * under a reserved key; then one change writes the answers (where "apply once" reads them, below
 * the doctor's own) and the documents, pending until the doctor confirms each. Nothing is kept
 * when anything is refused.
 */
export async function importProfileArchive(
  deps: TFileDeps,
  doctorId: string,
  file: string,
): Promise<TProfileArchiveImportResult> {
  const staged: TStaged[] = [];
  const imported = await findImported(deps, doctorId);
  let alreadyImported = 0;
  try {
    const manifest = await readProfileArchive(file, async (document) => {
      if (imported.has(sameDocument(document.entry))) {
        alreadyImported += 1;
        return;
      }
      imported.add(sameDocument(document.entry));
      staged.push({ document: document.entry, staged: await stageDocument(deps, document) });
    });
    return await runChange(
      async (change) => {
        const now = new Date();
        if (manifest.answers.length > 0) {
          await change.tx
            .insert(importedProfileAnswers)
            .values(manifest.answers.map((answer) => ({ doctorId, ...answer, importedAt: now })))
            .onConflictDoUpdate({
              target: [importedProfileAnswers.doctorId, importedProfileAnswers.profileKey],
              set: { type: sql`excluded.type`, value: sql`excluded.value`, importedAt: now },
            });
        }
        await takeStorageKeys(
          change.tx,
          staged.map((item) => item.staged.storageKey),
        );
        const rows =
          staged.length === 0
            ? []
            : await change.tx
                .insert(importedProfileDocuments)
                .values(
                  staged.map(({ document, staged: stored }) => ({
                    doctorId,
                    storageKey: stored.storageKey,
                    originalName: stored.originalName,
                    mime: stored.mime,
                    size: stored.size,
                    sha256: document.sha256,
                    kind: document.kind,
                    rowIdentity: document.row,
                    issuedOn: document.issuedOn,
                    expiresOn: document.expiresOn,
                    // Midnight UTC of the day it was uploaded: the archive keeps the day, not the time.
                    uploadedAt: new Date(`${document.uploadedOn}T00:00:00Z`),
                    source: manifest.source,
                  })),
                )
                .returning();
        await change.audit({
          actorId: doctorId,
          action: 'profile_archive.imported',
          entity: 'user',
          entityId: doctorId,
          data: {
            source: manifest.source,
            exportedAt: manifest.exportedAt,
            answers: manifest.answers.map((answer) => answer.profileKey),
            documents: rows.map((row) => ({ id: row.id, kind: row.kind, name: row.originalName })),
            alreadyImported,
          },
        });
        return {
          answers: manifest.answers.length,
          documents: rows.map(toImportedDocument),
          alreadyImported,
        };
      },
      { db: deps.db },
    );
  } catch (error) {
    // The stored bytes of a refused archive go now (their keys are still pending: no row took them).
    if (staged.length > 0) {
      await removeReleasedBytes(
        deps,
        staged.map((item) => item.staged.storageKey),
      );
    }
    throw error;
  }
}
