import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  FILE_MAX_BYTES,
  FILE_MESSAGES,
  FILE_MIME_TYPES,
  PROFILE_FILE_SCOPE,
  type TFileInfo,
  type TFileMime,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { files } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { runChange, type TChange } from '@/core/change';
import { isSubmittedDocument, supersedeDocument } from '@/core/files/kept-documents';
import type { TAttachment } from '@/core/storage/content-disposition';
import type { TFileStorage } from '@/core/storage/storage';
import type { TUserRow } from '@/core/users/users';
import { refuseActivePdf } from './pdf-active-content';
import { findOwnedApplication, isEditableStatus } from './application-access';
import { canReadFile, findFileAt, type TFileRow } from './file-access';
import { removeReleasedBytes, storeNewBytes, takeStorageKeys, type TFileDeps } from './pending-files';

export type { TFileDeps } from './pending-files';
export type TUpload = { filename: string; data: Buffer };
/** An upload checked and its bytes stored under a reserved key: nobody sees it before its row. */
export type TStagedUpload = { storageKey: string; originalName: string; mime: TFileMime; size: number };

const NAME_MAX = 200;

function notFound(): AppError {
  return new AppError('NOT_FOUND', { message: 'File not found.' });
}

function isAllowedMime(mime: string): mime is TFileMime {
  return (FILE_MIME_TYPES as readonly string[]).includes(mime);
}

/** The extensions each accepted type may carry; the first is given to a name without one of them. */
const EXTENSIONS: Record<TFileMime, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/**
 * Control characters, and the invisible ones that reorder or hide text (bidirectional overrides
 * and isolates, zero-width marks): "invoice_\u202Efdp.exe" shows as "invoice_exe.pdf".
 */
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/**
 * A display and download name: no folders, no control or hidden characters, bounded length, and the
 * extension of what the file is (a PDF named x.html downloads as x.pdf, so no browser or desktop
 * opens it as a page or a program).
 */
export function cleanFileName(name: string, mime: TFileMime): string {
  const base = (name.split(/[/\\]/).pop() ?? '').replace(HIDDEN_CHARACTERS, '').trim();
  const extensions = EXTENSIONS[mime];
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const extension = dot > 0 ? base.slice(dot + 1) : '';
  const kept = extensions.includes(extension.toLowerCase()) ? base : `${stem || 'document'}.${extensions[0]}`;
  // The length bound keeps the end, where the extension is.
  return kept.slice(-NAME_MAX);
}

/** The name a stored file is shown and downloaded under (cleanFileName; rows stored before it too). */
export function toDownloadName(row: Pick<TFileRow, 'originalName' | 'mime'>): string {
  return cleanFileName(row.originalName, isAllowedMime(row.mime) ? row.mime : 'application/pdf');
}

export function toFileInfo(row: TFileRow): TFileInfo {
  return {
    id: row.id,
    name: toDownloadName(row),
    size: row.size,
    mime: isAllowedMime(row.mime) ? row.mime : 'application/pdf',
    createdAt: row.createdAt.toISOString(),
  };
}

/** The application a doctor may attach to or remove from: null for profile documents. */
async function findWritableScope(db: TDb, user: TUserRow, a: string): Promise<string | null> {
  if (a === PROFILE_FILE_SCOPE) {
    return null;
  }
  const application = await findOwnedApplication(db, a, user.id);
  if (!application) {
    throw new AppError('NOT_FOUND', { message: 'Application not found.' });
  }
  // Note: documents change only while the doctor may still change the application.
  if (!isEditableStatus(application.status)) {
    throw new AppError('CONFLICT', { message: FILE_MESSAGES.notEditable });
  }
  return application.id;
}

/** Checks who and where before the body is read; then `store` takes the bytes. */
export async function prepareUpload({ db }: TFileDeps, user: TUserRow, a: string, b: string) {
  const applicationId = await findWritableScope(db, user, a);
  const [existing] = await db.select({ id: files.id }).from(files).where(eq(files.id, b)).limit(1);
  if (existing) {
    throw new AppError('CONFLICT', { message: FILE_MESSAGES.idInUse });
  }
  return { applicationId };
}

/** Checks the upload (size, and the type its content shows) and stores its bytes (pending-files.ts). */
export async function stageUpload(deps: TFileDeps, upload: TUpload): Promise<TStagedUpload> {
  if (upload.data.length > FILE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', { message: FILE_MESSAGES.tooLarge });
  }
  // Note: the content decides the type, never the name or the client's Content-Type.
  // file-type is loaded with the first upload (it costs a start about 0.07 s).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(upload.data);
  if (!detected || !isAllowedMime(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: FILE_MESSAGES.badType });
  }
  if (detected.mime === 'application/pdf') {
    await refuseActivePdf(upload.data);
  }
  return {
    storageKey: await storeNewBytes(deps, upload.data, detected.mime),
    originalName: cleanFileName(upload.filename, detected.mime),
    mime: detected.mime,
    size: upload.data.length,
  };
}

type TNewFile = { id: string; owner: TUserRow; applicationId: string | null };

/**
 * The row that makes staged bytes a file, with its audit row, in the change's transaction: the
 * bytes are the file's once it commits. A taken id is 409 (two uploads raced for one id: the
 * loser's bytes stay pending, and the cleanup job removes them, as after any failed change).
 */
export async function insertStagedFile(
  change: Pick<TChange, 'tx' | 'audit'>,
  staged: TStagedUpload,
  { id, owner, applicationId }: TNewFile,
): Promise<TFileRow> {
  await takeStorageKeys(change.tx, [staged.storageKey]);
  const [row] = await change.tx
    .insert(files)
    .values({ id, ownerUserId: owner.id, applicationId, ...staged })
    .onConflictDoNothing({ target: files.id })
    .returning();
  if (!row) {
    throw new AppError('CONFLICT', { message: FILE_MESSAGES.idInUse });
  }
  await change.audit({
    actorId: owner.id,
    action: 'file.uploaded',
    entity: 'file',
    entityId: row.id,
    applicationId,
    after: { name: row.originalName, mime: row.mime, size: row.size },
  });
  return row;
}

export async function storeUpload(
  deps: TFileDeps,
  user: TUserRow,
  { applicationId, id }: { applicationId: string | null; id: string },
  upload: TUpload,
): Promise<TFileInfo> {
  const staged = await stageUpload(deps, upload);
  const row = await runChange(
    (change) => insertStagedFile(change, staged, { id, owner: user, applicationId }),
    { db: deps.db },
  );
  return toFileInfo(row);
}

export async function openFile(
  { db, storage }: TFileDeps,
  user: TUserRow,
  a: string,
  b: string,
): Promise<{ file: TFileRow; stream: Readable }> {
  const file = await findFileAt(db, a, b);
  // Note: a file the caller may not read answers exactly like a missing one.
  if (!file || !(await canReadFile(db, user, file))) {
    throw notFound();
  }
  return { file, stream: await storage.get(file.storageKey) };
}

/** A stored file as a download saved under `name`: its own type and size, its bytes from storage. */
export async function openStoredFile(
  storage: TFileStorage,
  file: Pick<TFileRow, 'mime' | 'size' | 'storageKey'>,
  name: string,
): Promise<TAttachment> {
  return { name, contentType: file.mime, size: file.size, body: await storage.get(file.storageKey) };
}

export async function removeFile({ db, storage }: TFileDeps, user: TUserRow, a: string, b: string) {
  const file = await findFileAt(db, a, b);
  // Note: only the owner removes a file, and not one already superseded (no longer theirs to see);
  // others get the same answer as for a missing one.
  if (!file || file.ownerUserId !== user.id || file.supersededAt) {
    throw notFound();
  }
  await findWritableScope(db, user, a);
  const audit = {
    actorId: user.id,
    entity: 'file',
    entityId: file.id,
    applicationId: file.applicationId,
  };
  const described = { name: file.originalName, mime: file.mime, size: file.size };
  // Note: a document a hospital has received stays for its admins to open: superseded, never deleted.
  if (await isSubmittedDocument(db, file)) {
    const at = new Date();
    await runChange(
      async (change) => {
        if (await supersedeDocument(change.tx, file.id, at)) {
          await change.audit({
            ...audit,
            action: 'file.superseded',
            data: described,
            before: { supersededAt: null },
            after: { supersededAt: at.toISOString() },
          });
        }
      },
      { db },
    );
    return { message: FILE_MESSAGES.removed };
  }
  await runChange(
    async (change) => {
      // The row's key is pending again from this commit on (migration 0016): its bytes go below,
      // or with the cleanup job if this process stops first.
      await change.tx.delete(files).where(eq(files.id, file.id));
      await change.audit({ ...audit, action: 'file.removed', before: described });
    },
    { db },
  );
  await removeReleasedBytes({ db, storage }, [file.storageKey]);
  return { message: FILE_MESSAGES.removed };
}
