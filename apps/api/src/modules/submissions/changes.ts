import { and, asc, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { TApplicationChanges, TSupersededFile } from '@docapply/contracts';
import {
  diffSubmissions,
  type TFormDefinition,
  type TSubmissionChanges,
  type TSubmissionDiffContext,
} from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applicationSubmissions, files, forms, privileges } from '@/core/db/schema';
import { toFileInfo } from '@/core/files/file-service';
import { getAdminApplication } from '@/core/access/admin-application';
import type { TUserRow } from '@/core/users/users';
import { buildRounds, type TSubmissionRow } from './rounds';

const NO_CHANGES: TSubmissionChanges = { answers: [], documents: [], privileges: [] };

/** The forms' versions and the privileges' names both snapshots refer to: two statements. */
export async function loadDiffContext(db: TDb, rows: TSubmissionRow[]): Promise<TSubmissionDiffContext> {
  const formIds = [...new Set(rows.flatMap((row) => Object.values(row.snapshot.forms).map((f) => f.formId)))];
  const privilegeIds = [...new Set(rows.flatMap((row) => row.snapshot.privilegeIds))];
  const formRows = formIds.length
    ? await db
        .select({ id: forms.id, title: forms.title, definition: forms.definition })
        .from(forms)
        .where(inArray(forms.id, formIds))
    : [];
  const privilegeRows = privilegeIds.length
    ? await db
        .select({ id: privileges.id, name: privileges.name, department: privileges.department })
        .from(privileges)
        .where(inArray(privileges.id, privilegeIds))
    : [];
  return {
    forms: Object.fromEntries(
      formRows.map((row) => [row.id, { title: row.title, definition: row.definition as TFormDefinition }]),
    ),
    privileges: Object.fromEntries(
      privilegeRows.map((row) => [row.id, { name: row.name, department: row.department }]),
    ),
  };
}

/** The latest submission against the one before it; none after a single submission. */
export async function findLatestChanges(
  db: TDb,
  applicationId: string,
): Promise<{ rows: TSubmissionRow[]; since: number | null; changes: TSubmissionChanges }> {
  const rows = await listSubmissions(db, applicationId);
  const [previous, latest] = rows.slice(-2);
  if (!previous || !latest) {
    return { rows, since: null, changes: NO_CHANGES };
  }
  const context = await loadDiffContext(db, [previous, latest]);
  return {
    rows,
    since: previous.number,
    changes: diffSubmissions(previous.snapshot, latest.snapshot, context),
  };
}

/** The documents superseded so far: the application's own, and profile documents a submission listed. */
async function listSupersededFiles(
  db: TDb,
  { applicationId, doctorId, rows }: { applicationId: string; doctorId: string; rows: TSubmissionRow[] },
): Promise<TSupersededFile[]> {
  const listed = [...new Set(rows.flatMap((row) => row.snapshot.files.map((file) => file.id)))];
  const found = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.ownerUserId, doctorId),
        isNotNull(files.supersededAt),
        or(eq(files.applicationId, applicationId), listed.length ? inArray(files.id, listed) : undefined),
      ),
    )
    .orderBy(desc(files.supersededAt), asc(files.id));
  return found.map((row) => ({
    ...toFileInfo(row),
    supersededAt: (row.supersededAt ?? row.createdAt).toISOString(),
  }));
}

/** The application's submissions, in number order. */
export async function listSubmissions(db: TDb, applicationId: string): Promise<TSubmissionRow[]> {
  return db
    .select()
    .from(applicationSubmissions)
    .where(eq(applicationSubmissions.applicationId, applicationId))
    .orderBy(asc(applicationSubmissions.number));
}

/**
 * GET /admin/applications/{id}/changes: the submissions, each resubmission's round (what changed
 * in it, from whom, in answer to which request), the latest round's changes, and the superseded
 * documents.
 */
export async function getApplicationChanges(
  db: TDb,
  user: TUserRow,
  applicationId: string,
): Promise<TApplicationChanges> {
  // Note: an administrator of the application's hospital only; anyone else 404 (the route lets hospital admins in).
  const { application } = await getAdminApplication(db, user, applicationId);
  const rows = await listSubmissions(db, application.id);
  const context = await loadDiffContext(db, rows);
  const rounds = await buildRounds(db, { doctorId: application.doctorId, rows, context });
  const latest = rounds.at(-1);
  return {
    submissions: rows.map((row) => ({ number: row.number, submittedAt: row.createdAt.toISOString() })),
    since: latest?.since ?? null,
    changes: latest?.changes ?? { answers: [], documents: [], privileges: [] },
    rounds,
    supersededFiles: await listSupersededFiles(db, {
      applicationId: application.id,
      doctorId: application.doctorId,
      rows,
    }),
  };
}
