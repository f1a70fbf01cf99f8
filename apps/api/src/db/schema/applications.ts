import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@docapply/contracts';
import { at, createdAt, id, updatedAt } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

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
