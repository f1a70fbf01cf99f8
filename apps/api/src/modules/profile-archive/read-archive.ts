import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { z } from 'zod';
import {
  FILE_MAX_BYTES,
  FILE_MESSAGES,
  PROFILE_ARCHIVE_FILE_PATH,
  PROFILE_ARCHIVE_MANIFEST,
  PROFILE_ARCHIVE_MAX_ENTRIES,
  PROFILE_ARCHIVE_MAX_JSON_BYTES,
  PROFILE_ARCHIVE_MAX_UNPACKED_BYTES,
  PROFILE_ARCHIVE_MESSAGES as MESSAGES,
  PROFILE_ARCHIVE_PRACTITIONER,
  PROFILE_ARCHIVE_VERSION,
  ZProfileArchiveHeader,
  ZProfileArchiveManifest,
  type TProfileArchiveDocument,
  type TProfileArchiveManifest,
} from '@docapply/contracts';
import { AppError, isAppError } from '@/lib/app-error';
import { findForbiddenFields } from '@/plugins/input-hygiene';

/** A document of the archive, checked against profile.json (size and SHA-256), with its bytes. */
export type TArchiveDocument = { entry: TProfileArchiveDocument; data: Buffer };

function badRequest(message: string): AppError {
  return new AppError('BAD_REQUEST', { message });
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function openZip(file: string): Promise<ZipFile> {
  try {
    // strictFileNames: a backslash is refused too; yauzl refuses absolute paths and "..".
    return await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      strictFileNames: true,
      validateEntrySizes: true,
    });
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: MESSAGES.notZip });
  }
}

/** The zip's directory, every entry's name and size checked before a byte of any is unpacked. */
async function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  if (zip.entryCount > PROFILE_ARCHIVE_MAX_ENTRIES) {
    throw new AppError('PAYLOAD_TOO_LARGE', { message: MESSAGES.tooManyEntries });
  }
  const entries = new Map<string, Entry>();
  let unpacked = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name === 'files/') {
        continue;
      }
      const isKnown =
        name === PROFILE_ARCHIVE_MANIFEST ||
        name === PROFILE_ARCHIVE_PRACTITIONER ||
        PROFILE_ARCHIVE_FILE_PATH.test(name);
      if (!isKnown || entries.has(name) || entry.isEncrypted()) {
        throw badRequest(MESSAGES.badEntry(name));
      }
      const limit = name.startsWith('files/') ? FILE_MAX_BYTES : PROFILE_ARCHIVE_MAX_JSON_BYTES;
      if (entry.uncompressedSize > limit) {
        const message = name.startsWith('files/')
          ? MESSAGES.badDocument(name, FILE_MESSAGES.tooLarge)
          : MESSAGES.tooLargeUnpacked;
        throw new AppError('PAYLOAD_TOO_LARGE', { message });
      }
      unpacked += entry.uncompressedSize;
      if (unpacked > PROFILE_ARCHIVE_MAX_UNPACKED_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', { message: MESSAGES.tooLargeUnpacked });
      }
      entries.set(name, entry);
    }
  } catch (error) {
    // yauzl's own refusals: a path outside the archive ("../", "/etc"), a damaged directory.
    throw isAppError(error) ? error : badRequest(MESSAGES.unreadable(reasonOf(error)));
  }
  return entries;
}

/**
 * An entry's bytes. Its size was checked against the limits from the directory, and yauzl stops a
 * stream that unpacks to more than that (validateEntrySizes): no bomb gets past the limit.
 */
async function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  try {
    return await buffer(await zip.openReadStreamPromise(entry));
  } catch (error) {
    throw badRequest(MESSAGES.unreadable(`${entry.fileName}: ${reasonOf(error)}`));
  }
}

function parseJson(data: Buffer, name: string): unknown {
  try {
    return JSON.parse(data.toString('utf8'));
  } catch {
    throw badRequest(MESSAGES.badJson(name));
  }
}

function describeIssue(error: z.ZodError): string {
  const [issue] = error.issues;
  const at = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  return `${at}${issue?.message ?? 'not as expected'}`;
}

/** profile.json: the format and its version first (a newer archive has its own message), then the rest. */
function parseManifest(raw: unknown): TProfileArchiveManifest {
  const header = ZProfileArchiveHeader.safeParse(raw);
  if (!header.success) {
    throw badRequest(MESSAGES.notProfile(describeIssue(header.error)));
  }
  if (header.data.version !== PROFILE_ARCHIVE_VERSION) {
    throw badRequest(MESSAGES.version(header.data.version));
  }
  const manifest = ZProfileArchiveManifest.safeParse(raw);
  if (!manifest.success) {
    throw badRequest(MESSAGES.notProfile(describeIssue(manifest.error)));
  }
  // Held to the characters of any other input (plugins/input-hygiene.ts): this body never passed
  // through that hook, and its answers land in forms.
  const [forbidden] = Object.entries(findForbiddenFields(manifest.data, PROFILE_ARCHIVE_MANIFEST));
  if (forbidden) {
    throw badRequest(MESSAGES.notProfile(`${forbidden[0]}: ${forbidden[1]}`));
  }
  return manifest.data;
}

/** Every entry is listed in profile.json and every listed document is there, each once. */
function matchDocuments(manifest: TProfileArchiveManifest, entries: Map<string, Entry>): void {
  const listed = new Set<string>();
  for (const document of manifest.documents) {
    if (listed.has(document.path)) {
      throw badRequest(MESSAGES.notProfile(`${document.path} is listed twice`));
    }
    listed.add(document.path);
    if (!entries.has(document.path)) {
      throw badRequest(MESSAGES.missingDocument(document.path));
    }
  }
  const unlisted = [...entries.keys()].find((name) => name.startsWith('files/') && !listed.has(name));
  if (unlisted) {
    throw badRequest(MESSAGES.badEntry(unlisted));
  }
}

/**
 * Reads a profile archive (a zip in `file`) strictly: its directory against the limits and the
 * names a profile archive has, profile.json by its contract, practitioner.fhir.json as a FHIR
 * Practitioner when there, then each document against profile.json's size and checksum, handed to
 * `onDocument` one at a time (never all in memory). Anything wrong is a 4xx AppError saying what.
 */
export async function readProfileArchive(
  file: string,
  onDocument: (document: TArchiveDocument) => Promise<void>,
): Promise<TProfileArchiveManifest> {
  const zip = await openZip(file);
  try {
    const entries = await listEntries(zip);
    const manifestEntry = entries.get(PROFILE_ARCHIVE_MANIFEST);
    if (!manifestEntry) {
      throw badRequest(MESSAGES.noManifest);
    }
    const manifest = parseManifest(parseJson(await readEntry(zip, manifestEntry), PROFILE_ARCHIVE_MANIFEST));
    matchDocuments(manifest, entries);
    const practitioner = entries.get(PROFILE_ARCHIVE_PRACTITIONER);
    if (practitioner) {
      const resource = parseJson(await readEntry(zip, practitioner), PROFILE_ARCHIVE_PRACTITIONER);
      if ((resource as { resourceType?: unknown } | null)?.resourceType !== 'Practitioner') {
        throw badRequest(MESSAGES.badEntry(PROFILE_ARCHIVE_PRACTITIONER));
      }
    }
    for (const entry of manifest.documents) {
      const data = await readEntry(zip, entries.get(entry.path) as Entry);
      const sha256 = createHash('sha256').update(data).digest('hex');
      if (data.length !== entry.size || sha256 !== entry.sha256) {
        throw badRequest(MESSAGES.changedDocument(entry.path));
      }
      await onDocument({ entry, data });
    }
    return manifest;
  } finally {
    zip.close();
  }
}
