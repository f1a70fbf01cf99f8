import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import {
  FILE_MIME_TYPES,
  PROFILE_ARCHIVE_FORMAT,
  PROFILE_ARCHIVE_MANIFEST,
  PROFILE_ARCHIVE_MAX_ENTRIES,
  PROFILE_ARCHIVE_MAX_UNPACKED_BYTES,
  PROFILE_ARCHIVE_MESSAGES,
  PROFILE_ARCHIVE_PRACTITIONER,
  PROFILE_ARCHIVE_VERSION,
  type TFileMime,
  type TProfileArchiveDocument,
  type TProfileArchiveManifest,
} from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { users } from '@/core/db/schema';
import { runChange } from '@/core/change';
import { toDownloadName, type TFileDeps } from '@/core/files/file-service';
import { AppError } from '@/lib/app-error';
import { collectTypedDoctorProfile } from '@/modules/application-state';
import { listDoctorDocuments, type TDoctorDocument } from '@/modules/reusable-documents';

/**
 * The FHIR R4 Practitioner (with its qualifications) of a doctor, written to the archive as
 * practitioner.fhir.json; null leaves the entry out. Built by the FHIR module and handed to
 * createProfileArchiveRoutes (`buildPractitioner`): this module never maps FHIR itself.
 */
export type TPractitionerBuilder = (db: TDb, doctorId: string) => Promise<object | null>;

/** Until the FHIR module is plugged in: no practitioner.fhir.json. */
export const buildNoPractitioner: TPractitionerBuilder = async () => null;

export type TExportDeps = TFileDeps & { source: string; buildPractitioner: TPractitionerBuilder };

function isFileMime(mime: string): mime is TFileMime {
  return (FILE_MIME_TYPES as readonly string[]).includes(mime);
}

/** The newest document of each kind (and group row): older copies of the same CV stay behind. */
function pickNewest(documents: readonly TDoctorDocument[]): TDoctorDocument[] {
  const seen = new Set<string>();
  return documents.filter((document) => {
    const key = JSON.stringify([document.kind, document.row ?? {}]);
    if (seen.has(key) || !isFileMime(document.file.mime)) {
      return false;
    }
    seen.add(key);
    return true;
  });
}

async function hashStored(deps: TFileDeps, storageKey: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await deps.storage.get(storageKey)) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

export type TProfileArchiveDownload = { name: string; stream: Readable };

/**
 * GET /account/profile-archive: the doctor's profile as a zip, streamed (each document is read from
 * storage only when the zip reaches it). The documents are hashed first, for profile.json, which
 * leads the archive. Audited before the first byte goes out.
 */
export async function exportProfileArchive(
  deps: TExportDeps,
  doctorId: string,
  now: Date = new Date(),
): Promise<TProfileArchiveDownload> {
  const { db } = deps;
  const [account] = await db.select().from(users).where(eq(users.id, doctorId)).limit(1);
  if (!account) {
    throw new AppError('NOT_FOUND', { message: 'Account not found.' });
  }
  const documents = pickNewest(await listDoctorDocuments(db, doctorId, null));
  const total = documents.reduce((sum, document) => sum + document.file.size, 0);
  if (documents.length > PROFILE_ARCHIVE_MAX_ENTRIES - 2 || total > PROFILE_ARCHIVE_MAX_UNPACKED_BYTES) {
    throw new AppError('CONFLICT', { message: PROFILE_ARCHIVE_MESSAGES.exportTooLarge });
  }
  const listed: { document: TDoctorDocument; entry: TProfileArchiveDocument }[] = [];
  for (const document of documents) {
    const name = toDownloadName(document.file);
    listed.push({
      document,
      entry: {
        path: `files/${document.file.id}-${name}`,
        name,
        mime: document.file.mime as TFileMime,
        size: document.file.size,
        sha256: await hashStored(deps, document.file.storageKey),
        kind: document.kind,
        row: document.row,
        // No form asks for an issue date today; the field is in the format for those that will.
        issuedOn: null,
        expiresOn: document.expiresOn,
        uploadedOn: dayjs(document.file.createdAt).format('YYYY-MM-DD'),
      },
    });
  }
  const profile = await collectTypedDoctorProfile(db, doctorId);
  const manifest: TProfileArchiveManifest = {
    format: PROFILE_ARCHIVE_FORMAT,
    version: PROFILE_ARCHIVE_VERSION,
    exportedAt: now.toISOString(),
    source: deps.source,
    account: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: account.phone ?? null,
    },
    answers: Object.entries(profile).map(([profileKey, answer]) => ({ profileKey, ...answer })),
    documents: listed.map(({ entry }) => entry),
  };
  const practitioner = await deps.buildPractitioner(db, doctorId);
  await runChange(
    (change) =>
      change.audit({
        actorId: doctorId,
        action: 'profile_archive.exported',
        entity: 'user',
        entityId: doctorId,
        data: { answers: manifest.answers.length, documents: listed.length, bytes: total },
      }),
    { db },
  );

  const zip = new ZipFile();
  const mtime = now;
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), PROFILE_ARCHIVE_MANIFEST, { mtime });
  if (practitioner) {
    zip.addBuffer(Buffer.from(JSON.stringify(practitioner, null, 2)), PROFILE_ARCHIVE_PRACTITIONER, {
      mtime,
    });
  }
  for (const { document, entry } of listed) {
    // PDFs and images are compressed already: stored as they are.
    zip.addReadStreamLazy(
      entry.path,
      { mtime: document.file.createdAt, compress: false, size: entry.size },
      (done) => {
        deps.storage.get(document.file.storageKey).then(
          (stream) => done(null, stream),
          (error: unknown) => done(error, null as never),
        );
      },
    );
  }
  zip.end();
  const output = zip.outputStream as Readable;
  // A document that cannot be read mid-way ends the download as failed, never as a cut zip that looks whole.
  zip.on('error', (error: Error) => output.destroy(error));
  const day = dayjs(now).format('YYYY-MM-DD');
  return { name: `docapply-profile-${day}.zip`, stream: output };
}
