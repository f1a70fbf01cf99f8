import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  TEvaluationOverall,
  TForCauseKind,
  TFppeConclusion,
  TFppeMethod,
  TFppeRelease,
  TFppeState,
  TFppeTrigger,
} from '@docapply/contracts';
import { applications } from './applications';
import { at, createdAt, id } from './columns';
import { forms } from './forms';
import { hospitals } from './hospitals';
import { privileges } from './privileges';
import { users } from './users';

/**
 * Focused professional practice evaluations (issue 41, ADR 19). A plan is copied from the
 * privilege's template when the grant starts it and changes only by the chair's adjustment.
 */
export const fppes = pgTable(
  'fppes',
  {
    id: id(),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The catalogue version granted, and the key its versions share. */
    privilegeId: uuid()
      .notNull()
      .references(() => privileges.id, { onDelete: 'restrict' }),
    privilegeKey: uuid().notNull(),
    department: text().notNull(),
    /** The application whose grant started it (none for a for-cause FPPE). */
    applicationId: uuid().references(() => applications.id, { onDelete: 'set null' }),
    trigger: text().$type<TFppeTrigger>().notNull(),
    method: text().$type<TFppeMethod>().notNull(),
    cases: integer(),
    days: integer().notNull(),
    criteria: text().notNull(),
    /** The evaluation form's version evaluators fill (copied at the start, as the plan is). */
    formId: uuid()
      .notNull()
      .references(() => forms.id, { onDelete: 'restrict' }),
    startsOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    state: text().$type<TFppeState>().notNull().default('open'),
    /** For cause: what prompted it and why (confidential to the office and the committees). */
    forCauseKind: text().$type<TForCauseKind>(),
    forCauseReason: text(),
    openedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    previousId: uuid(),
    conclusion: text().$type<TFppeConclusion>(),
    conclusionNote: text(),
    conditions: text(),
    concludedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    concludedAt: at(),
    /** A referral's decision by the route's last step: the restriction or removal upheld or not. */
    referralUpheld: boolean(),
    referralNote: text(),
    referralDecidedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    referralDecidedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    // One running FPPE per practitioner, hospital and privilege: a second grant joins the first.
    uniqueIndex('fppes_one_open')
      .on(t.doctorId, t.hospitalId, t.privilegeKey)
      .where(sql`${t.state} = 'open'`),
    index('fppes_hospital_due').on(t.hospitalId, t.state, t.dueOn),
    index('fppes_doctor').on(t.doctorId, t.createdAt),
    check('fppes_state', sql`${t.state} in ('open', 'completed', 'referred')`),
    check('fppes_trigger', sql`${t.trigger} in ('initial', 'temporary', 'for-cause', 'extension')`),
    check('fppes_plan', sql`${t.days} > 0 and (${t.cases} is null or ${t.cases} > 0)`),
  ],
);

/** Proctors and reviewers: each reached by a link of their own (its current jti in `tokenId`). */
export const fppeEvaluators = pgTable(
  'fppe_evaluators',
  {
    id: id(),
    fppeId: uuid()
      .notNull()
      .references(() => fppes.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    name: text().notNull(),
    /** The account of that email when there is one (a practitioner of the hospital, say). */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    tokenId: text(),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    invitedAt: at().notNull().defaultNow(),
  },
  (t) => [unique('fppe_evaluators_email').on(t.fppeId, t.email)],
);

/** One case evaluated, signed: peer-review material (office, the FPPE's evaluators, committees). */
export const fppeEvaluations = pgTable(
  'fppe_evaluations',
  {
    id: id(),
    fppeId: uuid()
      .notNull()
      .references(() => fppes.id, { onDelete: 'cascade' }),
    evaluatorId: uuid()
      .notNull()
      .references(() => fppeEvaluators.id, { onDelete: 'restrict' }),
    caseReference: text().notNull(),
    caseDate: date({ mode: 'string' }).notNull(),
    overall: text().$type<TEvaluationOverall>().notNull(),
    answers: jsonb().notNull().default({}),
    signedName: text().notNull(),
    signedAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('fppe_evaluations_fppe').on(t.fppeId, t.signedAt),
    check('fppe_evaluations_overall', sql`${t.overall} in ('meets', 'concerns')`),
  ],
);

/** A hospital's FPPE settings: what its practitioners see, and when reminders go. */
export const fppeSettings = pgTable('fppe_settings', {
  hospitalId: uuid()
    .primaryKey()
    .references(() => hospitals.id, { onDelete: 'cascade' }),
  release: text().$type<TFppeRelease>().notNull().default('progress-and-conclusion'),
  reminderDays: integer().notNull().default(14),
});

/** Each department's chair, who adjusts, opens for cause and concludes its FPPEs. */
export const departmentChairs = pgTable(
  'department_chairs',
  {
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    department: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.hospitalId, t.department] }),
    index('department_chairs_user').on(t.userId),
  ],
);
