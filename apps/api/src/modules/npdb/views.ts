import dayjs from 'dayjs';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TApplicationNpdb, TNpdbQuery } from '@docapply/contracts';
import { DATE_FORMAT } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { files, npdbQueries, users } from '@/core/db/schema';
import type { TApplicationWithHospital } from '@/core/access/applications';
import { evaluateNpdbStanding, findFirstSubmittedOn, type TNpdbQueryRow } from './standing';

const recorder = alias(users, 'npdb_recorder');
const reviewer = alias(users, 'npdb_reviewer');
/** The account's name as it is now (null once the account is gone). */
const nameOf = (table: typeof recorder | typeof reviewer) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

type TResponseRow = { id: string; name: string; mime: string; size: number } | null;

const toPerson = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

function toQueryView(
  row: TNpdbQueryRow,
  joined: { response: TResponseRow; recordedByName: string | null; reviewedByName: string | null },
): TNpdbQuery {
  return {
    id: row.id,
    applicationId: row.applicationId,
    kind: row.kind,
    reason: row.reason,
    queriedOn: row.queriedOn,
    enrolledOn: row.enrolledOn,
    renewalOn: row.renewalOn,
    result: row.result,
    response: joined.response,
    recordedBy: toPerson(row.recordedBy, joined.recordedByName),
    review: row.reviewedAt
      ? {
          by: toPerson(row.reviewedBy, joined.reviewedByName),
          at: row.reviewedAt.toISOString(),
          note: row.reviewNote,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The application's doctor's queries at its hospital, newest first, with who recorded and reviewed
 * each and its response file, in one statement; and the standing today (`now`'s day).
 */
export async function buildApplicationNpdb(
  db: TDb,
  { application, hospital }: TApplicationWithHospital,
  now: Date = new Date(),
): Promise<TApplicationNpdb> {
  const rows = await db
    .select({
      query: npdbQueries,
      response: { id: files.id, name: files.originalName, mime: files.mime, size: files.size },
      recordedByName: nameOf(recorder),
      reviewedByName: nameOf(reviewer),
    })
    .from(npdbQueries)
    .leftJoin(files, eq(files.id, npdbQueries.responseFileId))
    .leftJoin(recorder, eq(recorder.id, npdbQueries.recordedBy))
    .leftJoin(reviewer, eq(reviewer.id, npdbQueries.reviewedBy))
    .where(and(eq(npdbQueries.doctorId, application.doctorId), eq(npdbQueries.hospitalId, hospital.id)))
    .orderBy(desc(npdbQueries.queriedOn), desc(npdbQueries.createdAt));
  const firstSubmittedOn = await findFirstSubmittedOn(db, application.id);
  const standing = evaluateNpdbStanding(
    rows.map(({ query }) => query),
    { on: dayjs(now).format(DATE_FORMAT), validDays: hospital.verificationValidDays, firstSubmittedOn },
  );
  return {
    queries: rows.map(({ query, ...joined }) => toQueryView(query, joined)),
    standing,
    validDays: hospital.verificationValidDays,
  };
}
