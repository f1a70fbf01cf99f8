import dayjs from 'dayjs';
import { and, eq, isNull } from 'drizzle-orm';
import {
  ZRecordNpdbQuery,
  type TApplicationNpdb,
  type TRecordNpdbQuery,
  type TReviewNpdbQuery,
} from '@docapply/contracts';
import { DATE_FORMAT, MESSAGES, validateDate } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { npdbQueries } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { getAdminApplication } from '@/core/access/admin-application';
import type { TApplicationWithHospital } from '@/core/access/applications';
import { runChange } from '@/core/change';
import { isUuid } from '@/core/files/application-access';
import type { TFileDeps } from '@/core/files/file-service';
import { describeDocument, insertOfficeDocument, readOfficeForm } from '@/core/files/office-documents';
import type { TFormBody } from '@/core/storage/read-upload';
import type { TUserRow } from '@/core/users/users';
import { VALIDATION_MESSAGE } from '@/plugins/error-handler';
import { NPDB_MESSAGES } from './messages';
import { buildApplicationNpdb } from './views';

/** A day of the past or today (`future`: any day in the product's range). */
function checkDay(day: string | undefined, today: string, future = false): string | null {
  if (day === undefined) {
    return null;
  }
  if (!future && day > today) {
    return NPDB_MESSAGES.futureDate;
  }
  return validateDate(day, { today, future });
}

/** The response document's field on the form. */
const RESPONSE_FIELD = {
  field: 'response',
  missing: NPDB_MESSAGES.responseMissing,
  notPdf: NPDB_MESSAGES.responseNotPdf,
};

/** The days against today (the contract reads the rest). */
function checkQueryDays(fields: TRecordNpdbQuery, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const days = [
    ['queriedOn', checkDay(fields.queriedOn, today)],
    ['enrolledOn', checkDay(fields.enrolledOn, today)],
    ['renewalOn', checkDay(fields.renewalOn, today, true)],
  ] as const;
  for (const [field, message] of days) {
    if (message) {
      errors[field] = message === MESSAGES.invalidDate ? 'Enter a valid date' : message;
    }
  }
  return errors;
}

/** Checks who before the body is read: an administrator of the application's hospital (anyone else 404). */
export function prepareNpdbQuery(db: TDb, admin: TUserRow, applicationId: string) {
  // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
  return getAdminApplication(db, admin, applicationId);
}

/**
 * POST /admin/applications/{id}/npdb: a query the office made, with the NPDB's response (a PDF),
 * for the application's doctor at its hospital. The file is stored like any upload but owned by the
 * admin (never in the doctor's lists, which read the doctor's own files only); its row, the query
 * and the audit rows are written in one transaction.
 */
export async function recordNpdbQuery(
  deps: TFileDeps,
  admin: TUserRow,
  target: TApplicationWithHospital,
  body: TFormBody,
): Promise<TApplicationNpdb> {
  const { application } = target;
  const now = new Date();
  const today = dayjs(now).format(DATE_FORMAT);
  const { fields: query, staged } = await readOfficeForm(deps, body, {
    schema: ZRecordNpdbQuery,
    document: RESPONSE_FIELD,
    check: (fields) => checkQueryDays(fields, today),
  });
  await runChange(
    async (change) => {
      const file = await insertOfficeDocument(change, staged, { admin, applicationId: application.id });
      const values = {
        kind: query.kind,
        reason: query.reason,
        queriedOn: query.queriedOn,
        enrolledOn: query.enrolledOn ?? null,
        renewalOn: query.renewalOn ?? null,
      };
      const [row] = await change.tx
        .insert(npdbQueries)
        .values({
          ...values,
          result: query.result,
          doctorId: application.doctorId,
          hospitalId: application.hospitalId,
          applicationId: application.id,
          responseFileId: file.id,
          recordedBy: admin.id,
        })
        .returning({ id: npdbQueries.id });
      // The result stays out of the trail, as a note's text does: the platform's audit page is read
      // outside the hospital's office, and the query itself is kept unchanged.
      await change.audit({
        actorId: admin.id,
        action: 'npdb.recorded',
        entity: 'npdb-query',
        entityId: row.id,
        applicationId: application.id,
        hospitalId: application.hospitalId,
        after: { ...values, response: describeDocument(file) },
      });
    },
    { db: deps.db },
  );
  return buildApplicationNpdb(deps.db, target, now);
}

/**
 * POST /admin/applications/{id}/npdb/{queryId}/review: the office read the response. Once only;
 * a response with reports needs the reviewer's note.
 */
export async function reviewNpdbQuery(
  db: TDb,
  admin: TUserRow,
  { applicationId, queryId, note }: { applicationId: string; queryId: string } & TReviewNpdbQuery,
): Promise<TApplicationNpdb> {
  // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
  const target = await getAdminApplication(db, admin, applicationId);
  const { application } = target;
  const [query] = isUuid(queryId)
    ? await db
        .select()
        .from(npdbQueries)
        .where(
          and(
            eq(npdbQueries.id, queryId),
            // Note: a query of this doctor at this hospital only; another's is as missing.
            eq(npdbQueries.doctorId, application.doctorId),
            eq(npdbQueries.hospitalId, application.hospitalId),
          ),
        )
    : [];
  if (!query) {
    throw new AppError('NOT_FOUND', { message: NPDB_MESSAGES.queryNotFound });
  }
  if (query.reviewedAt) {
    throw new AppError('CONFLICT', { message: NPDB_MESSAGES.alreadyReviewed });
  }
  const reviewNote = note ?? null;
  if (query.result === 'reports-found' && !reviewNote) {
    throw new AppError('VALIDATION', {
      message: VALIDATION_MESSAGE,
      fields: { note: NPDB_MESSAGES.reviewNoteRequired },
    });
  }
  const now = new Date();
  await runChange(
    async (change) => {
      // Two reviews at once: the second finds it reviewed.
      const [reviewed] = await change.tx
        .update(npdbQueries)
        .set({ reviewedBy: admin.id, reviewedAt: now, reviewNote })
        .where(and(eq(npdbQueries.id, query.id), isNull(npdbQueries.reviewedAt)))
        .returning({ id: npdbQueries.id });
      if (!reviewed) {
        throw new AppError('CONFLICT', { message: NPDB_MESSAGES.alreadyReviewed });
      }
      await change.audit({
        actorId: admin.id,
        action: 'npdb.reviewed',
        entity: 'npdb-query',
        entityId: query.id,
        applicationId: application.id,
        hospitalId: application.hospitalId,
        data: { kind: query.kind, queriedOn: query.queriedOn },
        before: { reviewedAt: null },
        after: { reviewedAt: now.toISOString(), hasNote: reviewNote !== null },
      });
    },
    { db },
  );
  return buildApplicationNpdb(db, target, now);
}
