import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@docapply/contracts';
import { at, createdAt, id, updatedAt } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

/** What a list shows of an editable application without loading its forms. */
export type TApplicationProgress = { percent: number; canSubmit: boolean; firstMissing: string | null };

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
    status: text().notNull().default('draft'),
    formVersion: integer().notNull().default(1),
    submittedAt: at(),
    attestation: jsonb(),
    /**
     * The doctor's progress while the application is editable, kept up to date on every write
     * that changes it (modules/applications/progress.ts), so a list never rebuilds it per row.
     */
    progress: jsonb().$type<TApplicationProgress>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('applications_status', sql`${t.status} in (${STATUS_LIST})`),
    // The admin queue's keyset paging (modules/admin-applications/queue.ts): newest submissions
    // first within a hospital, with or without one status.
    index('applications_queue_submitted').on(t.hospitalId, t.submittedAt, t.id),
    index('applications_queue_status_submitted').on(t.hospitalId, t.status, t.submittedAt, t.id),
    index('applications_doctor').on(t.doctorId),
  ],
);

export const applicationStatusHistory = pgTable(
  'application_status_history',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fromStatus: text(),
    toStatus: text().notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('application_status_history_application').on(t.applicationId, t.createdAt)],
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
