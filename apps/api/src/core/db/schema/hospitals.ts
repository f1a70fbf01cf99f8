import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_HEARING_RIGHTS_NOTICE, type TVerificationKind } from '@docapply/contracts';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const hospitals = pgTable(
  'hospitals',
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    city: text().notNull(),
    state: text().notNull(),
    about: text().notNull().default(''),
    isOpen: boolean().notNull().default(true),
    minReferences: integer().notNull().default(3),
    /** Days after a reference or coverage request was sent when an unanswered one is reminded. */
    referenceReminderDays: jsonb().$type<number[]>().notNull().default([3, 7, 14]),
    /** How long an appointment lasts from approval (at most 24 months: the Joint Commission's limit). */
    appointmentMonths: integer().notNull().default(24),
    /** Days before an appointment ends when the doctor is invited to apply for reappointment. */
    reappointmentLeadDays: integer().notNull().default(120),
    /** Days a verification stays valid before the decision (issue 15). */
    verificationValidDays: integer().notNull().default(180),
    /**
     * The checklist's kinds that must be verified (or not applicable) before finalise. None unless
     * set: hospitals made on the platform and the demo hospitals start with
     * DEFAULT_VERIFICATION_SETTINGS (NPI, licences, OIG, SAM).
     */
    verificationRequiredKinds: jsonb().$type<TVerificationKind[]>().notNull().default([]),
    /** The hospital's own checklist items. */
    verificationCustomItems: jsonb()
      .$type<{ id: string; label: string; required: boolean }[]>()
      .notNull()
      .default([]),
    /** Days after the board's decision by which its letter must reach the doctor (NCQA: 30). */
    letterDeadlineDays: integer().notNull().default(30),
    /** The hearing-rights notice an adverse decision's letter prints, in the hospital's own words. */
    hearingRightsNotice: text().notNull().default(DEFAULT_HEARING_RIGHTS_NOTICE),
    /** The name and title printed under the decision letters; null: none. */
    letterSignatory: text(),
    /** Its admins must sign in with a passkey or an authenticator app; an emailed code no longer does. */
    requireStrongFactor: boolean().notNull().default(false),
    /** The longest temporary privileges may last here, the first and last day included (issue 40). */
    temporaryPrivilegeMaxDays: integer().notNull().default(120),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('hospitals_appointment_months', sql`${t.appointmentMonths} between 1 and 24`),
    check('hospitals_reappointment_lead_days', sql`${t.reappointmentLeadDays} between 1 and 365`),
    check('hospitals_verification_valid_days', sql`${t.verificationValidDays} between 1 and 365`),
    check('hospitals_letter_deadline_days', sql`${t.letterDeadlineDays} between 1 and 30`),
    check('hospitals_temporary_privilege_max_days', sql`${t.temporaryPrivilegeMaxDays} between 1 and 120`),
  ],
);

export const hospitalAdmins = pgTable(
  'hospital_admins',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('hospital_admins_user_hospital').on(t.userId, t.hospitalId)],
);
