import { and, asc, eq } from 'drizzle-orm';
import type { TInformationRequest, TSubmissionChanges, TSubmissionRound } from '@docapply/contracts';
import { attributeChanges, diffSubmissions, type TSubmissionDiffContext } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationStatusHistory, applicationSubmissions, users } from '@/core/db/schema';
import { loadRecordedEdits, type TTimedEdit } from './sources';

export type TSubmissionRow = typeof applicationSubmissions.$inferSelect;

type TRequestRow = TInformationRequest & { at: Date };

/** The office's information requests on the application, oldest first, with who asked. */
async function listInformationRequests(db: TDb, applicationId: string): Promise<TRequestRow[]> {
  const rows = await db
    .select({
      at: applicationStatusHistory.createdAt,
      note: applicationStatusHistory.note,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(applicationStatusHistory)
    .leftJoin(users, eq(users.id, applicationStatusHistory.actorId))
    .where(
      and(
        eq(applicationStatusHistory.applicationId, applicationId),
        eq(applicationStatusHistory.toStatus, 'information-requested'),
      ),
    )
    .orderBy(asc(applicationStatusHistory.createdAt));
  return rows.map((row) => ({
    at: row.at,
    requestedAt: row.at.toISOString(),
    requestedBy: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
    // The note the doctor was emailed with the request: the office's internal notes are elsewhere.
    note: row.note,
  }));
}

const isBetween = (at: Date, from: TSubmissionRow, to: TSubmissionRow) =>
  at > from.createdAt && at <= to.createdAt;

/** What changed from `from` to `to`, each change with the source of the last edit of it between them. */
export function compareRows(
  { from, to }: { from: TSubmissionRow; to: TSubmissionRow },
  { context, edits }: { context: TSubmissionDiffContext; edits: readonly TTimedEdit[] },
): TSubmissionChanges {
  return attributeChanges(
    diffSubmissions(from.snapshot, to.snapshot, context),
    edits.filter((edit) => isBetween(edit.at, from, to)),
  );
}

/** The edits made between the first and the last of the submissions (`rows` in number order). */
export async function loadEditsBetween(
  db: TDb,
  { doctorId, rows }: { doctorId: string; rows: TSubmissionRow[] },
): Promise<TTimedEdit[]> {
  const [first, last] = [rows[0], rows.at(-1)];
  if (!first || !last || first === last) {
    return [];
  }
  return loadRecordedEdits(db, {
    doctorId,
    windows: [{ applicationId: first.applicationId, after: first.createdAt, until: last.createdAt }],
  });
}

/**
 * Each resubmission (every submission after the first, in order): what changed since the one
 * before, where each change came from, and the information request it answered (the last one
 * made between the two submissions).
 */
export async function buildRounds(
  db: TDb,
  { doctorId, rows, context }: { doctorId: string; rows: TSubmissionRow[]; context: TSubmissionDiffContext },
): Promise<TSubmissionRound[]> {
  if (rows.length < 2) {
    return [];
  }
  const edits = await loadEditsBetween(db, { doctorId, rows });
  const requests = await listInformationRequests(db, rows[0].applicationId);
  return rows.slice(1).map((row, index) => {
    const previous = rows[index];
    const request = requests.findLast((candidate) => isBetween(candidate.at, previous, row));
    return {
      number: row.number,
      submittedAt: row.createdAt.toISOString(),
      since: previous.number,
      request: request
        ? { requestedAt: request.requestedAt, requestedBy: request.requestedBy, note: request.note }
        : null,
      changes: compareRows({ from: previous, to: row }, { context, edits }),
    };
  });
}
