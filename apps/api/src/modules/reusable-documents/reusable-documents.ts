import { randomUUID } from 'node:crypto';
import { REUSABLE_DOCUMENT_MESSAGES, type TFileInfo, type TReusableDocument } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime, todayString } from '@docapply/rules';
import { files } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import {
  assertEditable,
  getOwnApplication,
  isEditableStatus,
  lockApplication,
} from '@/core/access/applications';
import { runChange } from '@/core/change';
import { toFileInfo, type TFileDeps } from '@/core/files/file-service';
import { copyToNewKey, takeStorageKeys } from '@/core/files/pending-files';
import { listAskedKinds, listDoctorDocuments, type TDoctorDocument } from './documents';

/** Expired when its own expiry date (as answered where it was uploaded) is before today. */
function isExpired(document: TDoctorDocument, today: string): boolean {
  return document.expiresOn !== null && document.expiresOn < today;
}

function toView(document: TDoctorDocument): TReusableDocument {
  return {
    ...toFileInfo(document.file),
    kind: document.kind,
    row: document.row,
    expiresOn: document.expiresOn,
    hospitalName: document.hospitalName,
  };
}

/**
 * GET /applications/{id}/reusable-documents: the doctor's documents from their other
 * applications of a kind this application asks for, not expired, newest first. Nothing while the
 * application cannot be changed.
 */
export async function listReusableDocuments(
  { db }: Pick<TFileDeps, 'db'>,
  doctorId: string,
  applicationId: string,
  today: string = todayString(),
): Promise<TReusableDocument[]> {
  const application = await getOwnApplication(db, doctorId, applicationId);
  if (!isEditableStatus(application.status)) {
    return [];
  }
  const kinds = await listAskedKinds(db, application.id);
  if (kinds.size === 0) {
    return [];
  }
  const documents = await listDoctorDocuments(db, doctorId, application.id);
  return documents.filter((document) => kinds.has(document.kind) && !isExpired(document, today)).map(toView);
}

type TReuseInput = { applicationId: string; fileId: string; today?: string };

/**
 * POST /applications/{id}/reusable-documents/{fileId}/use: copies the doctor's document into this
 * application (a file row and stored bytes of its own, so each hospital keeps its copy under its
 * own access rules), keeping its name and upload date. The doctor then answers with its id.
 */
export async function reuseDocument(
  { db, storage }: TFileDeps,
  doctorId: string,
  { applicationId, fileId, today = todayString() }: TReuseInput,
): Promise<TFileInfo> {
  const application = await getOwnApplication(db, doctorId, applicationId);
  assertEditable(application);
  const documents = await listDoctorDocuments(db, doctorId, application.id);
  // Note: only a document the doctor's own answers name in another of their applications;
  // anyone else's file, a superseded one or an unknown id is "not found" alike.
  const document = documents.find((candidate) => candidate.file.id === fileId);
  if (!document) {
    throw new AppError('NOT_FOUND', { message: REUSABLE_DOCUMENT_MESSAGES.notFound });
  }
  if (isExpired(document, today)) {
    const date = formatDateTime(document.expiresOn ?? today, DATE_DISPLAY_FORMAT);
    throw new AppError('CONFLICT', { message: REUSABLE_DOCUMENT_MESSAGES.expired(date) });
  }
  if (!(await listAskedKinds(db, application.id)).has(document.kind)) {
    throw new AppError('BAD_REQUEST', { message: REUSABLE_DOCUMENT_MESSAGES.notAsked });
  }
  const source = document.file;
  // Pending until the row below commits; if it never does, the cleanup job removes the bytes.
  const { storageKey, size } = await copyToNewKey(
    { db, storage },
    { sourceKey: source.storageKey, mime: source.mime },
  );
  const copy = await runChange(
    async (change) => {
      // Checked again under the lock a submission takes: never a copy added to a submitted application.
      assertEditable(await lockApplication(change.tx, application.id));
      await takeStorageKeys(change.tx, [storageKey]);
      const [row] = await change.tx
        .insert(files)
        .values({
          id: randomUUID(),
          ownerUserId: doctorId,
          applicationId: application.id,
          storageKey,
          originalName: source.originalName,
          mime: source.mime,
          size,
          // The day the doctor uploaded the document, wherever it is copied to.
          createdAt: source.createdAt,
        })
        .returning();
      await change.audit({
        actorId: doctorId,
        action: 'file.reused',
        entity: 'file',
        entityId: row.id,
        applicationId: application.id,
        hospitalId: application.hospitalId,
        // Note: the source file's id only: this trail is the new hospital's, the other application is not.
        data: { reusedFileId: source.id, kind: document.kind },
        after: { name: row.originalName, mime: row.mime, size: row.size },
      });
      return row;
    },
    { db },
  );
  return toFileInfo(copy);
}
