import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TOppeConclusion,
  TOppeCycleState,
  TOppeImportState,
  TOppeIndicatorKind,
  TOppePractitionerSees,
} from '@docapply/contracts';
import { at, createdAt, id, updatedAt } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

/**
 * Ongoing professional practice evaluation (issue 41, ADR 19). Peer-review material: read only by
 * the hospital's office through modules/oppe, never shown to another practitioner.
 */

/** A hospital's OPPE schedule and what its practitioners see; no row: 12 months, the conclusion. */
export const oppeSettings = pgTable(
  'oppe_settings',
  {
    hospitalId: uuid()
      .primaryKey()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    cycleMonths: integer().notNull().default(12),
    practitionerSees: text().$type<TOppePractitionerSees>().notNull().default('conclusion'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('oppe_settings_months', sql`${t.cycleMonths} in (6, 12)`),
    check('oppe_settings_sees', sql`${t.practitionerSees} in ('conclusion', 'nothing')`),
  ],
);

/** A department's indicator: how its value is read and when it is flagged. */
export const oppeIndicators = pgTable(
  'oppe_indicators',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    department: text().notNull(),
    /** What the CSV names it by, unique in the hospital. */
    key: text().notNull(),
    name: text().notNull(),
    kind: text().$type<TOppeIndicatorKind>().notNull(),
    unit: text().notNull().default(''),
    min: doublePrecision(),
    max: doublePrecision(),
    lowVolumeBelow: doublePrecision(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('oppe_indicators_key').on(t.hospitalId, t.key),
    check('oppe_indicators_kind', sql`${t.kind} in ('rate', 'count')`),
  ],
);

/** A hospital's evaluation periods, contiguous, each starting on a month's first day. */
export const oppeCycles = pgTable(
  'oppe_cycles',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    state: text().$type<TOppeCycleState>().notNull().default('open'),
    openedAt: createdAt(),
    closedAt: at(),
  },
  (t) => [
    unique('oppe_cycles_start').on(t.hospitalId, t.startsOn),
    check('oppe_cycles_dates', sql`${t.endsOn} > ${t.startsOn}`),
    check('oppe_cycles_state', sql`${t.state} in ('open', 'closed')`),
  ],
);

/** One CSV upload: `staging` while its rows are read, then `imported` (all rows) or `rejected` (none). */
export const oppeImports = pgTable(
  'oppe_imports',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    fileName: text(),
    state: text().$type<TOppeImportState>().notNull().default('staging'),
    rowsRead: integer().notNull().default(0),
    rowsImported: integer().notNull().default(0),
    errorCount: integer().notNull().default(0),
    importedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    importedAt: createdAt(),
    durationMs: integer(),
  },
  (t) => [
    index('oppe_imports_hospital').on(t.hospitalId, t.importedAt),
    check('oppe_imports_state', sql`${t.state} in ('staging', 'imported', 'rejected')`),
  ],
);

/**
 * An import's rows as read, resolved and checked set-based; moved into oppe_values when none has an
 * error, then removed. A rejected import keeps its rows with errors only (what its answer lists).
 */
export const oppeImportRows = pgTable(
  'oppe_import_rows',
  {
    importId: uuid()
      .notNull()
      .references(() => oppeImports.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    npi: text().notNull(),
    indicatorKey: text().notNull(),
    period: text().notNull(),
    /** The period read: a cycle's first day, and its last when given as months. */
    periodStartsOn: date({ mode: 'string' }),
    periodEndsOn: date({ mode: 'string' }),
    numerator: doublePrecision(),
    denominator: doublePrecision(),
    doctorId: uuid(),
    indicatorId: uuid(),
    cycleId: uuid(),
    errorField: text(),
    error: text(),
  },
  (t) => [index('oppe_import_rows_import').on(t.importId, t.line)],
);

/** A practitioner's value of an indicator in a cycle: one, replaced by a later import or entry. */
export const oppeValues = pgTable(
  'oppe_values',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    indicatorId: uuid()
      .notNull()
      .references(() => oppeIndicators.id, { onDelete: 'restrict' }),
    cycleId: uuid()
      .notNull()
      .references(() => oppeCycles.id, { onDelete: 'cascade' }),
    numerator: doublePrecision().notNull(),
    denominator: doublePrecision(),
    value: doublePrecision().notNull(),
    /** The import that wrote it; null when typed in. */
    importId: uuid().references(() => oppeImports.id, { onDelete: 'set null' }),
    updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('oppe_values_key').on(t.doctorId, t.indicatorId, t.cycleId),
    index('oppe_values_cycle').on(t.cycleId, t.indicatorId),
  ],
);

/** The chair's signed conclusion on a practitioner's cycle: one, never rewritten. */
export const oppeReviews = pgTable(
  'oppe_reviews',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cycleId: uuid()
      .notNull()
      .references(() => oppeCycles.id, { onDelete: 'cascade' }),
    conclusion: text().$type<TOppeConclusion>().notNull(),
    /** Peer-review material: the office's and the committees', never shown to the practitioner. */
    comment: text().notNull().default(''),
    attestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    attestedAt: at().notNull().defaultNow(),
  },
  (t) => [
    unique('oppe_reviews_once').on(t.doctorId, t.cycleId),
    index('oppe_reviews_doctor').on(t.doctorId),
    check('oppe_reviews_conclusion', sql`${t.conclusion} in ('no-concerns', 'focused-review-needed')`),
  ],
);
