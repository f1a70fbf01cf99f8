import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { appointments } from './cycle';
import { at, id } from './columns';
import { hospitals } from './hospitals';
import { users } from './users';

/**
 * A summary (precautionary) suspension of a privilege a practitioner holds at a hospital: the
 * office's act, in force from `suspendedAt` until reinstated. It names the privilege by its key (the
 * catalogue's code across versions), so a reappointment or a new version does not lift it; the
 * appointment's grant itself is never rewritten. A reinstated row stays, with who and why.
 */
export const privilegeSuspensions = pgTable(
  'privilege_suspensions',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The appointment that held the privilege when it was suspended, and its application. */
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The catalogue code (privileges.key) and the version the appointment held. */
    privilegeKey: uuid().notNull(),
    privilegeId: uuid().notNull(),
    suspendedAt: at().notNull().defaultNow(),
    suspendedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The office's own reason (internal). */
    reason: text().notNull(),
    /** What the office chose to tell the practitioner (null: only that it is suspended). */
    practitionerNote: text(),
    reinstatedAt: at(),
    reinstatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reinstateNote: text(),
  },
  (t) => [
    // One suspension in force per practitioner, hospital and privilege (the service answers 409 first).
    uniqueIndex('privilege_suspensions_one_active')
      .on(t.hospitalId, t.doctorId, t.privilegeKey)
      .where(sql`${t.reinstatedAt} is null`),
    // The feed's and FHIR's look-up by practitioner at a hospital.
    index('privilege_suspensions_hospital_doctor').on(t.hospitalId, t.doctorId),
    index('privilege_suspensions_appointment').on(t.appointmentId, t.suspendedAt),
  ],
);
