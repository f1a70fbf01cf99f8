import { sql } from 'drizzle-orm';
import type { TConditions } from '@docapply/contracts';
import { check, date, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { applications } from './applications';
import { hospitals } from './hospitals';
import { users } from './users';

/**
 * The background jobs (core/jobs/scheduler.ts): one row per job name. A process claims a due row with
 * `FOR UPDATE SKIP LOCKED` and holds it by `locked_until`, renewed while the job runs, so any number
 * of API processes share the work without running a job twice; the row survives restarts.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  nextRunAt: at().notNull().defaultNow(),
  lockedUntil: at(),
  lockedBy: text(),
  lastStartedAt: at(),
  lastFinishedAt: at(),
  lastError: text(),
  runs: integer().notNull().default(0),
});

/** What a reminder is about. */
export const REMINDER_KINDS = [
  'document-expiry',
  'reference',
  'coverage',
  'reappointment',
  'npdb',
  'decision-letter',
  'fppe',
  'supervision',
] as const;
export type TReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Every reminder sent, at most once per subject and threshold: the unique key is inserted in the
 * same transaction as the mail, so two processes racing for one reminder send one email.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    id: id(),
    kind: text().$type<TReminderKind>().notNull(),
    /**
     * What is reminded: a document's key with its expiry date, a request id, an appointment id, an
     * NPDB query's due point (modules/npdb/reminders.ts), a supervision request's sending.
     */
    subjectKey: text().notNull(),
    /** Days before the expiry (60, 30, 7, 0), days after sending (3, 7, 14), or days before the end. */
    threshold: integer().notNull(),
    applicationId: uuid().references(() => applications.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** The email it went to. */
    sentTo: text(),
    sentAt: createdAt(),
  },
  (t) => [
    check(
      'reminders_sent_kind',
      sql`${t.kind} in (${sql.raw(REMINDER_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
    unique('reminders_sent_once').on(t.kind, t.subjectKey, t.threshold),
    index('reminders_sent_application').on(t.applicationId, t.sentAt),
  ],
);

/**
 * A renewed document: the doctor uploaded the new file and its new expiry date from the
 * reminder's link, without reopening the application. The answers hold the new values; this keeps
 * what was there before, for the office's file.
 */
export const documentRenewals = pgTable(
  'document_renewals',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The document's place in the answers (form kind, field, group row). */
    documentKey: text().notNull(),
    label: text().notNull(),
    previousExpiresOn: date({ mode: 'string' }),
    expiresOn: date({ mode: 'string' }).notNull(),
    previousFileId: uuid(),
    fileId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [index('document_renewals_application').on(t.applicationId, t.createdAt)],
);

export const APPOINTMENT_STATES = ['active', 'renewed', 'lapsed', 'ended'] as const;
export type TAppointmentState = (typeof APPOINTMENT_STATES)[number];

/**
 * An appointment to a hospital's medical staff, recorded when an application is approved: its
 * dates (at most 24 months) and the privileges granted. Reappointment renews it.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    /** The privilege ids granted with the approval. */
    privilegeIds: jsonb().$type<string[]>().notNull().default([]),
    /** The conditions a privilege was granted with (privilege id → conditions), from the decision route. */
    conditions: jsonb().$type<Record<string, TConditions>>().notNull().default({}),
    /** The membership category the decision named (null: approved without a decision route). */
    membershipCategory: text(),
    state: text().$type<TAppointmentState>().notNull().default('active'),
    /** When the reappointment invitation was sent. */
    invitedAt: at(),
    /** When it ended without an approved reappointment. */
    lapsedAt: at(),
    /** The approved reappointment that renewed it. */
    renewedByApplicationId: uuid(),
    createdAt: createdAt(),
    /**
     * The row's last change, set by a trigger on every UPDATE (migration 0032), whatever statement
     * made it: what the FHIR export's `_lastUpdated` reads (modules/fhir).
     */
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check(
      'appointments_state',
      sql`${t.state} in (${sql.raw(APPOINTMENT_STATES.map((s) => `'${s}'`).join(', '))})`,
    ),
    check('appointments_dates', sql`${t.endsOn} > ${t.startsOn}`),
    index('appointments_doctor').on(t.doctorId),
    index('appointments_hospital_ends').on(t.hospitalId, t.endsOn),
    // The FHIR export's walk of a hospital's staff by practitioner (modules/fhir).
    index('appointments_hospital_doctor').on(t.hospitalId, t.doctorId),
  ],
);
