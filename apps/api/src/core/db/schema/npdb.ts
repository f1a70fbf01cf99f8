import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  NPDB_QUERY_KINDS,
  NPDB_QUERY_REASONS,
  NPDB_RESULTS,
  type TNpdbQueryKind,
  type TNpdbQueryReason,
  type TNpdbResult,
} from '@docapply/contracts';
import { applications } from './applications';
import { at, createdAt, id, updatedAt } from './columns';
import { hospitals } from './hospitals';
import { files } from './platform';
import { users } from './users';

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A query of the National Practitioner Data Bank the office made for a doctor at its hospital
 * (issue 40), recorded with the response document and, once read, its review. Office-only: never
 * part of anything the doctor reads. A continuous enrolment covers the doctor from `enrolled_on` to
 * `renewal_on`.
 */
export const npdbQueries = pgTable(
  'npdb_queries',
  {
    id: id(),
    doctorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hospitalId: uuid()
      .notNull()
      .references(() => hospitals.id, { onDelete: 'cascade' }),
    /** The application it was made for, if any. */
    applicationId: uuid().references(() => applications.id, { onDelete: 'set null' }),
    kind: text().$type<TNpdbQueryKind>().notNull(),
    reason: text().$type<TNpdbQueryReason>().notNull(),
    /** The day of the NPDB's response. */
    queriedOn: date({ mode: 'string' }).notNull(),
    enrolledOn: date({ mode: 'string' }),
    renewalOn: date({ mode: 'string' }),
    result: text().$type<TNpdbResult>().notNull(),
    /** The response document, a file owned by the admin who recorded it (never in the doctor's lists). */
    responseFileId: uuid().references(() => files.id, { onDelete: 'set null' }),
    recordedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: at(),
    reviewNote: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('npdb_queries_kind', sql`${t.kind} in (${oneOf(NPDB_QUERY_KINDS)})`),
    check('npdb_queries_reason', sql`${t.reason} in (${oneOf(NPDB_QUERY_REASONS)})`),
    check('npdb_queries_result', sql`${t.result} in (${oneOf(NPDB_RESULTS)})`),
    check(
      'npdb_queries_enrolment',
      sql`(${t.kind} = 'continuous') = (${t.enrolledOn} is not null and ${t.renewalOn} is not null)
        and (${t.renewalOn} is null or ${t.renewalOn} > ${t.enrolledOn})`,
    ),
    check(
      'npdb_queries_review',
      sql`(${t.reviewedAt} is null or ${t.result} = 'no-reports' or ${t.reviewNote} is not null)`,
    ),
    index('npdb_queries_doctor_hospital').on(t.doctorId, t.hospitalId, t.queriedOn),
    index('npdb_queries_renewal').on(t.renewalOn),
  ],
);
