import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@docapply/contracts';
import { at, createdAt, id, updatedAt } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

/** What a list shows of an editable application without loading its forms. */
export type TApplicationProgress = { percent: number; canSubmit: boolean; firstMissing: string | null };

export type TApplicationKind = 'initial' | 'reappointment';

const STATUS_LIST = sql.raw(APPLICATION_STATUSES.map((s) => `'${s}'`).join(', '));

export const applications = pgTable(
  'applications',
  {
    id: id(),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'restrict' }),
    /** One of the contracts' statuses: typed by them here, and held to them by the check below. */
    status: text({ enum: APPLICATION_STATUSES }).notNull().default('draft'),
    formVersion: integer().notNull().default(1),
    submittedAt: at(),
    attestation: jsonb(),
    /**
     * The doctor's progress while the application is editable, kept up to date on every write
     * that changes it (modules/application-state/progress.ts), so a list never rebuilds it per row.
     */
    progress: jsonb().$type<TApplicationProgress>(),
    /** The hospital admin this application is assigned to (the office's desk), if any. */
    assigneeId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * How many red flags the application raised when last computed (packages/rules red-flags),
     * kept up to date on every write that can change them, so the queue shows and filters them
     * without loading answers per row.
     */
    flagCount: integer().notNull().default(0),
    /** 'initial', or 'reappointment': renewing the appointment of `previousApplicationId`. */
    kind: text().$type<TApplicationKind>().notNull().default('initial'),
    /** For a reappointment: the last approved application it was prefilled from. */
    previousApplicationId: uuid(),
    /**
     * The verification checklist's progress (issue 15): items verified or not applicable, of all,
     * and whether an exclusion screening has an open hit or possible match. Kept by
     * modules/verification on every change, so the queue shows them without reading the items.
     */
    verificationDone: integer().notNull().default(0),
    verificationTotal: integer().notNull().default(0),
    exclusionAlert: boolean().notNull().default(false),
    /**
     * The doctor's name (lower case, "first last") and email, copied from users by triggers
     * (migration 0014), so the queue's search can test a row it walks without looking up its
     * doctor. Never written by the app.
     */
    doctorName: text(),
    doctorEmail: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('applications_status', sql`${t.status} in (${STATUS_LIST})`),
    check('applications_kind', sql`${t.kind} in ('initial', 'reappointment')`),
    // The admin queue's keyset paging (modules/admin-applications/queue.ts): newest submissions
    // first within a hospital, with or without one status. Migration 0014 has both INCLUDE what a
    // search's walk tests (the status, the doctor's name and email), which Drizzle cannot say.
    index('applications_queue_submitted').on(t.hospitalId, t.submittedAt, t.id),
    index('applications_queue_status_submitted').on(t.hospitalId, t.status, t.submittedAt, t.id),
    index('applications_doctor').on(t.doctorId),
    index('applications_assignee').on(t.assigneeId),
  ],
);

/**
 * What the doctor sent at each submission (the first and every resubmission), kept unchanged so
 * the review can show what changed between two submissions.
 */
export type TSubmissionSnapshot = {
  /** Form key -> the form version answered and the answers as submitted. */
  forms: Record<string, { formId: string; version: number; answers: Record<string, unknown> }>;
  /** The documents attached at the time. */
  files: { id: string; originalName: string; mime: string; size: number }[];
  /** The privileges requested at the time (privilege ids). */
  privilegeIds: string[];
};

export const applicationSubmissions = pgTable(
  'application_submissions',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** 1 for the first submission, 2 for the first resubmission, ... */
    number: integer().notNull(),
    snapshot: jsonb().$type<TSubmissionSnapshot>().notNull(),
    submittedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('application_submissions_number').on(t.applicationId, t.number)],
);

/**
 * The office's private notes on an application or one of its sections. Never part of any
 * doctor-facing response, mail or page.
 */
export const internalNotes = pgTable(
  'internal_notes',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** 'A'..'D' for a section, null for the application as a whole. */
    section: text(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('internal_notes_section', sql`${t.section} is null or ${t.section} in ('A', 'B', 'C', 'D')`),
    index('internal_notes_application').on(t.applicationId, t.createdAt),
  ],
);

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text({ enum: APPLICATION_STATUSES }),
    toStatus: text({ enum: APPLICATION_STATUSES }).notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'application_status_history_statuses',
      sql`(${t.fromStatus} is null or ${t.fromStatus} in (${STATUS_LIST})) and ${t.toStatus} in (${STATUS_LIST})`,
    ),
    index('application_status_history_application').on(t.applicationId, t.createdAt),
  ],
);

/**
 * How many submitted applications each hospital has in each status, kept by a trigger on
 * `applications` (migration 0005), so the queue's counts and totals cost the same at any size.
 */
export const applicationStatusCounts = pgTable(
  'application_status_counts',
  {
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    total: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hospitalId, t.status] })],
);
