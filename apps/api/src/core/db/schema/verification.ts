import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import {
  EXCLUSION_SOURCES,
  SCREENING_RESOLUTIONS,
  SCREENING_RESULTS,
  VERIFICATION_KINDS,
  VERIFICATION_STATES,
  type TExclusionSource,
  type TScreeningResolution,
  type TScreeningResult,
  type TVerificationCheck,
  type TVerificationKind,
  type TVerificationState,
} from '@docapply/contracts';
import { applications } from './applications';
import { at, createdAt, id, updatedAt } from './columns';
import { hospitals } from './hospitals';
import { files } from './platform';
import { users } from './users';

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** What a verification records, on the item as it stands and on each copy in its history. */
const recordedColumns = () => ({
  source: text(),
  verifiedAt: at(),
  /** Null with `verifiedAt` set: the system verified it (`verifiedByLabel` names the source). */
  verifiedBy: uuid(),
  verifiedByLabel: text(),
  referenceNumber: text(),
  note: text(),
  checks: jsonb().$type<TVerificationCheck[]>().notNull().default([]),
  /** The fetched record, unchanged (the registry's JSON body, a list's CSV row). */
  evidenceRecord: text(),
  evidenceContentType: text(),
});

/**
 * One item of an application's verification checklist (issue 15), as it stands now. Every change
 * also appends a row to `verification_events`, the history a surveyor reads.
 */
export const verificationItems = pgTable(
  'verification_items',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    kind: text().$type<TVerificationKind>().notNull(),
    /** Stable within the application: 'npi', 'licence:CA', 'dea', 'custom:<id>'… */
    key: text().notNull(),
    label: text().notNull(),
    state: text().$type<TVerificationState>().notNull().default('pending'),
    ...recordedColumns(),
    evidenceFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    /** Why the system's last attempt failed (the registry did not answer), cleared by a success. */
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('verification_items_application_key').on(t.applicationId, t.key),
    check('verification_items_kind', sql`${t.kind} in (${oneOf(VERIFICATION_KINDS)})`),
    check('verification_items_state', sql`${t.state} in (${oneOf(VERIFICATION_STATES)})`),
  ],
);

/** Append-only history of every item's verifications (a copy of the item after each change). */
export const verificationEvents = pgTable(
  'verification_events',
  {
    id: id(),
    itemId: uuid()
      .notNull()
      .references(() => verificationItems.id, { onDelete: 'cascade' }),
    applicationId: uuid().notNull(),
    state: text().$type<TVerificationState>().notNull(),
    ...recordedColumns(),
    evidenceFileId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [index('verification_events_item').on(t.itemId, t.createdAt)],
);

/** Who the application's doctor is, as screening reads it: kept from the answers on submission. */
export const screeningSubjects = pgTable(
  'screening_subjects',
  {
    applicationId: uuid()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    npi: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    dateOfBirth: date({ mode: 'string' }),
    /** lower(trim()) of the names: what the lists' name index is read by. */
    firstKey: text().notNull(),
    lastKey: text().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('screening_subjects_npi').on(t.npi),
    index('screening_subjects_name').on(t.lastKey, t.firstKey),
  ],
);

/** One import of an exclusion list: the rows it brought replace the source's previous ones. */
export const exclusionImports = pgTable(
  'exclusion_imports',
  {
    id: id(),
    source: text().$type<TExclusionSource>().notNull(),
    listDate: date({ mode: 'string' }).notNull(),
    fileName: text(),
    url: text(),
    rowCount: integer().notNull(),
    importedBy: uuid(),
    importedByLabel: text(),
    durationMs: integer().notNull().default(0),
    screened: integer().notNull().default(0),
    hits: integer().notNull().default(0),
    possible: integer().notNull().default(0),
    importedAt: createdAt(),
  },
  (t) => [
    check('exclusion_imports_source', sql`${t.source} in (${oneOf(EXCLUSION_SOURCES)})`),
    index('exclusion_imports_source').on(t.source, t.importedAt),
  ],
);

/** The current rows of each list (only individuals: SAM's firms and LEIE's businesses are left out). */
export const exclusionEntries = pgTable(
  'exclusion_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    source: text().$type<TExclusionSource>().notNull(),
    importId: uuid()
      .notNull()
      .references(() => exclusionImports.id, { onDelete: 'cascade' }),
    npi: text(),
    firstKey: text().notNull(),
    lastKey: text().notNull(),
    dateOfBirth: date({ mode: 'string' }),
    /** Set: the person was reinstated, so the entry is no longer an exclusion. */
    reinstatedOn: date({ mode: 'string' }),
    /** The list's row, unchanged, as column → value. */
    record: jsonb().$type<Record<string, string>>().notNull(),
  },
  (t) => [
    index('exclusion_entries_npi').on(t.source, t.npi),
    index('exclusion_entries_name').on(t.source, t.lastKey, t.firstKey),
  ],
);

/** Every screening of an application against a list, with the list's date: the evidence. */
export const exclusionScreenings = pgTable(
  'exclusion_screenings',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    source: text().$type<TExclusionSource>().notNull(),
    importId: uuid(),
    listDate: date({ mode: 'string' }).notNull(),
    screenedAt: at().notNull().defaultNow(),
    result: text().$type<TScreeningResult>().notNull(),
    matchedBy: text().$type<'npi' | 'name-dob' | 'name'>(),
    entry: jsonb().$type<Record<string, string>>(),
    resolution: text().$type<TScreeningResolution>(),
    resolvedBy: uuid(),
    resolvedByLabel: text(),
    resolvedAt: at(),
    resolutionNote: text(),
  },
  (t) => [
    check('exclusion_screenings_result', sql`${t.result} in (${oneOf(SCREENING_RESULTS)})`),
    check(
      'exclusion_screenings_resolution',
      sql`${t.resolution} is null or ${t.resolution} in (${oneOf(SCREENING_RESOLUTIONS)})`,
    ),
    index('exclusion_screenings_application').on(t.applicationId, t.source, t.screenedAt),
  ],
);
