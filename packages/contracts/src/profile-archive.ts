import { z } from 'zod';
import { FILE_MAX_BYTES, FILE_MIME_TYPES, ZFileInfo } from './files';
import { ZIdParams } from './params';

/**
 * The profile a practitioner carries (issue 42): GET /account/profile-archive downloads a zip of
 * `profile.json` (their reusable answers by profile key and their documents' metadata), the
 * documents under `files/`, and `practitioner.fhir.json` when the installation builds one; POST
 * /account/profile-archive imports such a zip (from this or another DocApply). Imported answers
 * prefill new forms; imported documents wait, under /account/profile-archive/documents, until the
 * practitioner confirms or discards each.
 */
export const PROFILE_ARCHIVE_FORMAT = 'docapply.profile-archive';
export const PROFILE_ARCHIVE_VERSION = 1;
export const PROFILE_ARCHIVE_MANIFEST = 'profile.json';
export const PROFILE_ARCHIVE_PRACTITIONER = 'practitioner.fhir.json';
/** The multipart field of an import. */
export const PROFILE_ARCHIVE_FIELD = 'archive';
/** The zip as uploaded. */
export const PROFILE_ARCHIVE_MAX_BYTES = 200 * 1024 * 1024;
/** Every entry unpacked (a zip bomb stops here), and every document of an export together. */
export const PROFILE_ARCHIVE_MAX_UNPACKED_BYTES = 300 * 1024 * 1024;
/** Entries in the zip: profile.json, practitioner.fhir.json and the documents. */
export const PROFILE_ARCHIVE_MAX_ENTRIES = 202;
/** profile.json and practitioner.fhir.json each. */
export const PROFILE_ARCHIVE_MAX_JSON_BYTES = 4 * 1024 * 1024;
/** What the file input offers. */
export const PROFILE_ARCHIVE_ACCEPT = '.zip,application/zip';
/** Shown as where a confirmed imported document comes from, where a hospital's name would be. */
export const IMPORTED_PROFILE_SOURCE = 'Your imported profile';

const ZDay = z.iso.date();
const ZText = z.string().max(10_000);
const ZRow = z.record(z.string().max(200), ZText);
/** A profile key, as form definitions write them: `education.training`. */
const ZProfileKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Must be a profile key (letters, digits, dots, dashes)');

/** One reusable answer: a field's value, or a group's rows, and the type of the item it answers. */
export const ZProfileArchiveAnswer = z.strictObject({
  profileKey: ZProfileKey,
  /** The form item's type ('text', 'date', 'select', … or 'group'). */
  type: z.string().min(1).max(40),
  value: z.union([ZText, z.array(ZRow).max(200)]),
});
export type TProfileArchiveAnswer = z.infer<typeof ZProfileArchiveAnswer>;

/** `files/<uuid>-<name>`: the document's id, then its name. */
export const PROFILE_ARCHIVE_FILE_PATH =
  /^files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[^/\\]{1,200}$/;

export const ZProfileArchiveDocument = z.strictObject({
  /** The entry that holds the bytes. */
  path: z.string().regex(PROFILE_ARCHIVE_FILE_PATH, 'Must be files/<uuid>-<name>'),
  name: z.string().min(1).max(200),
  mime: z.enum(FILE_MIME_TYPES),
  size: z.number().int().min(1).max(FILE_MAX_BYTES),
  /** Hex SHA-256 of the bytes: a document changed after the export is refused. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Must be a SHA-256 in hex'),
  /** The profile key of the file field it answers (a CV, a licence's copy). */
  kind: ZProfileKey,
  /** From a group row: the row's identifying answers (a licence's state and number). */
  row: ZRow.nullable(),
  /** YYYY-MM-DD when known. */
  issuedOn: ZDay.nullable(),
  expiresOn: ZDay.nullable(),
  /** YYYY-MM-DD, when the practitioner uploaded it. */
  uploadedOn: ZDay,
});
export type TProfileArchiveDocument = z.infer<typeof ZProfileArchiveDocument>;

/** profile.json. The format and version are checked first, so a newer archive gets its own message. */
export const ZProfileArchiveHeader = z.object({
  format: z.literal(PROFILE_ARCHIVE_FORMAT, { error: `Must be "${PROFILE_ARCHIVE_FORMAT}"` }),
  version: z.number().int(),
});

export const ZProfileArchiveManifest = z.strictObject({
  format: z.literal(PROFILE_ARCHIVE_FORMAT),
  version: z.literal(PROFILE_ARCHIVE_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  /** The installation it was exported from (its public address), for the practitioner's reference. */
  source: z.string().max(500),
  account: z.strictObject({
    firstName: z.string().max(200),
    lastName: z.string().max(200),
    email: z.string().max(320),
    phone: z.string().max(50).nullable(),
  }),
  answers: z.array(ZProfileArchiveAnswer).max(1000),
  documents: z.array(ZProfileArchiveDocument).max(PROFILE_ARCHIVE_MAX_ENTRIES - 2),
});
export type TProfileArchiveManifest = z.infer<typeof ZProfileArchiveManifest>;

/** An imported document waiting for the practitioner's confirmation. */
export const ZImportedDocument = ZFileInfo.extend({
  kind: z.string(),
  row: z.record(z.string(), z.string()).nullable(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  /** Where the archive came from (profile.json's `source`). */
  source: z.string(),
});
export type TImportedDocument = z.infer<typeof ZImportedDocument>;

export const ZImportedDocumentList = z.object({ data: z.array(ZImportedDocument) });
export type TImportedDocumentList = z.infer<typeof ZImportedDocumentList>;

export const ZProfileArchiveImportResult = z.object({
  /** How many profile answers now prefill new forms. */
  answers: z.number().int(),
  /** The documents now waiting for confirmation. */
  documents: z.array(ZImportedDocument),
  /** Documents left out: imported before (the same bytes as the same kind), pending or confirmed. */
  alreadyImported: z.number().int(),
});
export type TProfileArchiveImportResult = z.infer<typeof ZProfileArchiveImportResult>;

export const ZImportedDocumentParams = ZIdParams;

export const PROFILE_ARCHIVE_MESSAGES = {
  missing: 'Choose the profile archive (.zip) to import.',
  tooLarge: `A profile archive can be at most ${PROFILE_ARCHIVE_MAX_BYTES / 1024 / 1024} MB.`,
  notZip: 'This file is not a zip archive. Choose the .zip file DocApply exported.',
  unreadable: (reason: string) => `The archive could not be read (${reason}). Export it again.`,
  tooManyEntries: `The archive holds more than ${PROFILE_ARCHIVE_MAX_ENTRIES} files, more than a profile archive has.`,
  tooLargeUnpacked: `The archive unpacks to more than ${PROFILE_ARCHIVE_MAX_UNPACKED_BYTES / 1024 / 1024} MB, more than a profile archive can.`,
  badEntry: (name: string) => `The archive holds "${name}", which a DocApply profile archive does not.`,
  noManifest: `The archive has no ${PROFILE_ARCHIVE_MANIFEST}: it is not a DocApply profile archive.`,
  badJson: (name: string) => `${name} is not valid JSON.`,
  notProfile: (problem: string) => `profile.json is not a DocApply profile: ${problem}.`,
  version: (version: number) =>
    `This archive is of version ${version}; this DocApply reads version ${PROFILE_ARCHIVE_VERSION}. Export it again from an up-to-date DocApply.`,
  missingDocument: (path: string) => `The archive lacks ${path}, which profile.json lists.`,
  changedDocument: (path: string) =>
    `${path} does not match profile.json: the archive was changed after it was exported.`,
  badDocument: (name: string, reason: string) => `${name}: ${reason}`,
  exportTooLarge: `Your documents come to more than ${PROFILE_ARCHIVE_MAX_UNPACKED_BYTES / 1024 / 1024} MB, more than one archive holds. Remove old copies you no longer need and try again.`,
  documentNotFound: 'This imported document was not found.',
  confirmed: 'The document is now part of your profile.',
  discarded: 'The document was discarded.',
} as const;
