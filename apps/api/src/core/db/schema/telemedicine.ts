import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { at, createdAt, id, updatedAt } from './columns';
import { hospitals } from './hospitals';
import { files } from './platform';
import { users } from './users';

/**
 * Telemedicine by proxy (issue 40; 42 CFR 482.22(a)(3)-(4)): a hospital's written agreements with
 * distant-site hospitals, and per application the distant site's privileging decision the board
 * relies on. Office-only: the doctor never reads either. Their documents are files owned by the
 * admin who recorded them (never in the doctor's lists).
 */
export const telemedicineAgreements = pgTable(
  'telemedicine_agreements',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    distantSiteName: text().notNull(),
    /** The distant site's CMS certification number (6 characters). */
    ccn: text(),
    signedOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }),
    documentFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Ended by the office before `endsOn` (or without one). */
    endedAt: at(),
    endedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('telemedicine_agreements_ends', sql`${t.endsOn} is null or ${t.endsOn} > ${t.signedOn}`),
    check('telemedicine_agreements_ccn', sql`${t.ccn} is null or length(${t.ccn}) = 6`),
    index('telemedicine_agreements_hospital').on(t.hospitalId, t.signedOn),
  ],
);

/** One requested privilege as the distant site decided it. */
export type TStoredProxyPrivilege = { privilegeId: string; granted: boolean };

/** The distant site's decision on an application: one per application, replaced until the decision. */
export const telemedicineDecisions = pgTable(
  'telemedicine_decisions',
  {
    applicationId: uuid()
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    agreementId: uuid()
      .notNull()
      .references(() => telemedicineAgreements.id, { onDelete: 'restrict' }),
    decidedOn: date({ mode: 'string' }).notNull(),
    privileges: jsonb().$type<TStoredProxyPrivilege[]>().notNull(),
    appointmentEndsOn: date({ mode: 'string' }).notNull(),
    documentFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('telemedicine_decisions_agreement').on(t.agreementId)],
);
