import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { EXCLUSION_SOURCES } from './verification-labels';

export * from './verification-labels';

/**
 * Primary-source verification (issue 15): each application's checklist of items the office
 * verifies (NPI, each state licence, DEA, board, education, malpractice, the OIG and SAM exclusion
 * lists, and any item the hospital adds), each with its state, source, date, who verified it and
 * the evidence, kept unchanged.
 */

export const VERIFICATION_KINDS = [
  'npi',
  'licence',
  'dea',
  'board',
  'education',
  'malpractice',
  'oig',
  'sam',
  // Issue 42: advanced practice professionals' national certification and prescriptive authority.
  'certification',
  'prescriptive',
  'custom',
] as const;
export type TVerificationKind = (typeof VERIFICATION_KINDS)[number];
export const ZVerificationKind = z.enum(VERIFICATION_KINDS);

/** The kinds a hospital may require before finalise (custom items are required one by one). */
export const VERIFICATION_KIND_LABELS: Record<TVerificationKind, string> = {
  npi: 'Identity and NPI',
  licence: 'State licences',
  dea: 'DEA registration',
  board: 'Board certification',
  education: 'Education and training',
  malpractice: 'Malpractice insurance and claims',
  oig: 'OIG exclusions (LEIE)',
  sam: 'SAM exclusions',
  certification: 'National certification (APPs)',
  prescriptive: 'Prescriptive authority (APPs)',
  custom: 'Items the hospital adds',
};

export const VERIFICATION_STATES = ['pending', 'verified', 'discrepancy', 'not-applicable'] as const;
export type TVerificationState = (typeof VERIFICATION_STATES)[number];
export const ZVerificationState = z.enum(VERIFICATION_STATES);

/** One compared field of a fetched record: what the application says against what the source says. */
export const ZVerificationCheck = z.object({
  /** e.g. 'Name', 'Credential', 'Taxonomy', 'Licence CA'. */
  field: z.string(),
  expected: z.string(),
  found: z.string(),
  matches: z.boolean(),
});
export type TVerificationCheck = z.infer<typeof ZVerificationCheck>;

/** What an item's verification rests on: the uploaded file and/or the record the system fetched. */
export const ZVerificationEvidence = z.object({
  file: z.object({ id: z.string(), name: z.string(), mime: z.string(), size: z.number() }).nullable(),
  /** The fetched record, byte for byte as the source answered (JSON for NPPES, a CSV row for a list). */
  record: z.string().nullable(),
  recordContentType: z.string().nullable(),
});
export type TVerificationEvidence = z.infer<typeof ZVerificationEvidence>;

/** A person, or the system (`userId` null) with the source it asked. */
export const ZVerifier = z.object({ userId: z.string().nullable(), name: z.string() });

export const ZVerificationItem = z.object({
  id: z.string(),
  kind: ZVerificationKind,
  /** Stable within the application: 'npi', 'licence:CA', 'dea', 'custom:<id>'… */
  key: z.string(),
  label: z.string(),
  /** What the application says (e.g. 'CA 12345, expires 05/31/2027'), for the verifier's eye. */
  detail: z.string(),
  state: ZVerificationState,
  source: z.string().nullable(),
  /** ISO moment of the verification (null while pending). */
  verifiedAt: z.string().nullable(),
  verifiedBy: ZVerifier.nullable(),
  referenceNumber: z.string().nullable(),
  note: z.string().nullable(),
  checks: z.array(ZVerificationCheck),
  evidence: ZVerificationEvidence,
  /** The official look-up page of the board or issuer, when there is one. */
  lookupUrl: z.string().nullable(),
  /** Required by the hospital before finalise. */
  required: z.boolean(),
  /** Verified longer ago than the hospital's validity: must be verified again before the decision. */
  expired: z.boolean(),
  /** A source the system asks itself ('npi': the NPPES registry); null when verified by hand only. */
  automatic: z.enum(['npi', 'oig', 'sam']).nullable(),
  /** When the system's last attempt failed (the registry did not answer): why, for the retry. */
  lastError: z.string().nullable(),
});
export type TVerificationItem = z.infer<typeof ZVerificationItem>;

export type TExclusionSource = (typeof EXCLUSION_SOURCES)[number];
export const ZExclusionSource = z.enum(EXCLUSION_SOURCES);

export const SCREENING_RESULTS = ['clear', 'hit', 'possible'] as const;
export type TScreeningResult = (typeof SCREENING_RESULTS)[number];
export const SCREENING_RESOLUTIONS = ['confirmed', 'dismissed'] as const;
export type TScreeningResolution = (typeof SCREENING_RESOLUTIONS)[number];

/** One screening of an application's doctor against one list, as evidence. */
export const ZScreening = z.object({
  id: z.string(),
  source: ZExclusionSource,
  /** YYYY-MM-DD: the date of the list screened against. */
  listDate: z.string(),
  screenedAt: z.string(),
  result: z.enum(SCREENING_RESULTS),
  /** 'npi' (a hit), 'name-dob' or 'name' (a possible match). */
  matchedBy: z.enum(['npi', 'name-dob', 'name']).nullable(),
  /** The list's row that matched, unchanged. */
  entry: z.record(z.string(), z.string()).nullable(),
  resolution: z.enum(SCREENING_RESOLUTIONS).nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type TScreening = z.infer<typeof ZScreening>;

/** GET /admin/applications/{id}/verification */
export const ZApplicationVerification = z.object({
  items: z.array(ZVerificationItem),
  /** Every screening of this application, newest first. */
  screenings: z.array(ZScreening),
  /** Verified or not applicable, of all items. */
  done: z.number().int(),
  total: z.number().int(),
  validDays: z.number().int(),
});
export type TApplicationVerification = z.infer<typeof ZApplicationVerification>;

export const VERIFICATION_LIMITS = { source: 200, referenceNumber: 100, note: 2000, label: 120 } as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

/**
 * PUT /admin/applications/{id}/verification/{itemId}: a verification recorded by hand (multipart:
 * these fields, and an optional `evidence` file). `verifiedOn` is the day the source was checked.
 */
export const ZRecordVerification = z.strictObject({
  state: ZVerificationState,
  source: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(VERIFICATION_LIMITS.source),
  verifiedOn: z.iso.date({ error: 'Enter a valid date' }),
  referenceNumber: optionalText(VERIFICATION_LIMITS.referenceNumber),
  note: optionalText(VERIFICATION_LIMITS.note),
});
export type TRecordVerification = z.infer<typeof ZRecordVerification>;

/** POST /admin/applications/{id}/screenings/{screeningId}/resolve: a possible match, decided. */
export const ZResolveScreening = z.strictObject({
  resolution: z.enum(SCREENING_RESOLUTIONS),
  note: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(VERIFICATION_LIMITS.note),
});
export type TResolveScreening = z.infer<typeof ZResolveScreening>;

export const VERIFICATION_VALID_DAYS_RANGE = { min: 1, max: 365 } as const;
export const CUSTOM_VERIFICATION_ITEMS_MAX = 20;

/** GET/PUT /admin/hospitals/{id}/verification-settings */
export const ZVerificationSettings = z.strictObject({
  /** How long a verification stays valid before the decision. */
  validDays: z
    .number({ error: 'Enter a whole number' })
    .int('Enter a whole number')
    .min(VERIFICATION_VALID_DAYS_RANGE.min, 'Enter a number from 1 to 365')
    .max(VERIFICATION_VALID_DAYS_RANGE.max, 'Enter a number from 1 to 365'),
  /** The kinds that must be verified (or not applicable) before finalise. */
  requiredKinds: z.array(ZVerificationKind).max(VERIFICATION_KINDS.length),
  /** The hospital's own items, added to every application's checklist. */
  customItems: z
    .array(
      z.strictObject({
        /** Kept across edits so recorded verifications stay attached; new items come without one. */
        id: z.string().max(40).optional(),
        label: z.string().trim().min(1, MESSAGES.required).max(VERIFICATION_LIMITS.label),
        required: z.boolean(),
      }),
    )
    .max(CUSTOM_VERIFICATION_ITEMS_MAX),
});
export type TVerificationSettings = z.infer<typeof ZVerificationSettings>;

export const DEFAULT_VERIFICATION_SETTINGS: TVerificationSettings = {
  validDays: 180,
  requiredKinds: ['npi', 'licence', 'oig', 'sam'],
  customItems: [],
};

/** One import of an exclusion list (GET /platform/exclusion-lists). */
export const ZExclusionImport = z.object({
  id: z.string(),
  source: ZExclusionSource,
  listDate: z.string(),
  fileName: z.string().nullable(),
  url: z.string().nullable(),
  rowCount: z.number().int(),
  importedAt: z.string(),
  importedBy: z.string().nullable(),
  durationMs: z.number().int(),
  /** After the import: applications screened, hits and possible matches found. */
  screened: z.number().int(),
  hits: z.number().int(),
  possible: z.number().int(),
});
export type TExclusionImport = z.infer<typeof ZExclusionImport>;

/** GET /platform/exclusion-lists: each source's download URL and its imports, newest first. */
export const ZExclusionLists = z.object({
  sources: z.array(
    z.object({
      source: ZExclusionSource,
      url: z.string().nullable(),
      current: ZExclusionImport.nullable(),
      history: z.array(ZExclusionImport),
    }),
  ),
});
export type TExclusionLists = z.infer<typeof ZExclusionLists>;

/** PUT /platform/exclusion-lists/{source}: the URL the monthly job downloads from (null: upload only). */
export const ZExclusionListUrl = z.strictObject({
  url: z
    .url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' })
    .max(2000)
    .nullable(),
});
export type TExclusionListUrl = z.infer<typeof ZExclusionListUrl>;

/** /platform/exclusion-lists/{source}: 'oig' (the OIG LEIE) or 'sam' (SAM exclusions). */
export const ZExclusionSourceParams = z.strictObject({ source: ZExclusionSource });

/** /admin/applications/{id}/screenings/{screeningId}/resolve */
export const ZScreeningParams = z.strictObject({
  id: z.string().min(1).max(64),
  screeningId: z.string().min(1).max(64),
});

/** `{id}/verification/{itemId}`: ids are checked by the service (anything but a known one is 404). */
export const ZVerificationItemParams = z.strictObject({
  id: z.string().min(1).max(100),
  itemId: z.string().min(1).max(100),
});
export type TVerificationItemParams = z.infer<typeof ZVerificationItemParams>;
