import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TTemporaryPrivilegeBasis, TTemporaryPrivilegeState } from '@docapply/contracts';
import { applications } from './applications';
import { at, id } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

/**
 * Temporary privileges (issue 40): some of an application's requested privileges, granted before
 * the decision for at most the hospital's number of days. `active` until the job finds the last
 * day passed (`expired`), or the office or the decision ends them (`ended`).
 */
export const temporaryPrivileges = pgTable(
  'temporary_privileges',
  {
    id: id(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    /** Ids of `privileges` rows the application requested (application_privileges). */
    privilegeIds: jsonb().$type<string[]>().notNull(),
    basis: text().$type<TTemporaryPrivilegeBasis>().notNull(),
    reason: text().notNull(),
    /** The first and the last day, both included. */
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    grantedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    grantedAt: at().notNull().defaultNow(),
    state: text().$type<TTemporaryPrivilegeState>().notNull().default('active'),
    endedAt: at(),
    /** Who ended them early; null when they expired or the decision ended them. */
    endedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    endReason: text(),
    /** The row's last change, set by a trigger on every UPDATE (migration 0032): the FHIR export's `_lastUpdated`. */
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('temporary_privileges_application').on(t.applicationId, t.grantedAt),
    // The FHIR export's walk of a hospital's staff by practitioner (modules/fhir).
    index('temporary_privileges_hospital_doctor').on(t.hospitalId, t.doctorId),
    // One grant in force per application at a time (the service answers 409 before this).
    uniqueIndex('temporary_privileges_one_active')
      .on(t.applicationId)
      .where(sql`${t.state} = 'active'`),
    // The expiry job's walk: the grants in force by their last day.
    index('temporary_privileges_active_ends')
      .on(t.endsOn)
      .where(sql`${t.state} = 'active'`),
    check('temporary_privileges_basis', sql`${t.basis} in ('patient-care-need', 'pending-application')`),
    check('temporary_privileges_state', sql`${t.state} in ('active', 'expired', 'ended')`),
    check('temporary_privileges_days', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);
