import { and, eq, isNull, ne } from 'drizzle-orm';
import { RENEWAL_MESSAGES, type TRenewalDocument, type TRenewalHolder } from '@docapply/contracts';
import {
  countDaysUntil,
  parseDocumentKey,
  todayString,
  type TFormDefinition,
  type TFormField,
} from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applications, files } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { getOwnApplication, type TApplicationRow } from '@/core/access/applications';
import { isUuid } from '@/core/files/application-access';
import { toFileInfo } from '@/core/files/file-service';
import {
  findDocuments,
  findFieldAt,
  isSameDocument,
  loadDefinitions,
  loadResponseRows,
  type TApplicationDocument,
} from './documents';

export type TRenewableDocument = {
  application: TApplicationRow;
  document: TApplicationDocument;
  definition: TFormDefinition;
  /** The definitions of every form version the copies were answered on, by form id. */
  definitions: ReadonlyMap<string, TFormDefinition>;
  /** The form's expiry date field (its own rules apply to the new date too). */
  dateField: TFormField | null;
  /** Every copy of the document in the doctor's applications not refused, this application's first. */
  copies: TApplicationDocument[];
};

const documentNotFound = () => new AppError('NOT_FOUND', { message: RENEWAL_MESSAGES.documentNotFound });

/**
 * The doctor's document `documentKey` of their submitted application, and its copies in their other
 * applications (same name, same expiry date), in three statements. Another doctor's application
 * answers 404 like a missing one; a draft is changed on its form instead (409).
 */
export async function findRenewableDocument(
  db: TDb,
  { doctorId, applicationId, documentKey }: { doctorId: string; applicationId: string; documentKey: string },
): Promise<TRenewableDocument> {
  // Note: ownership is checked first: someone else's application is "not found" (404, no data).
  const application = await getOwnApplication(db, doctorId, applicationId);
  if (application.status === 'draft') {
    throw new AppError('CONFLICT', { message: RENEWAL_MESSAGES.notSubmitted });
  }
  if (application.status === 'rejected' || !parseDocumentKey(documentKey)) {
    throw documentNotFound();
  }
  const rows = await loadResponseRows(
    db,
    // Note: the caller's own applications only; a refused one needs no renewed documents.
    and(eq(applications.doctorId, doctorId), ne(applications.status, 'rejected')),
  );
  const definitions = await loadDefinitions(db, rows);
  const documents = findDocuments(rows, definitions);
  const document = documents.find(
    (candidate) => candidate.row.applicationId === application.id && candidate.documentKey === documentKey,
  );
  const definition = document && definitions.get(document.row.formId);
  if (!document || !definition) {
    throw documentNotFound();
  }
  return {
    application,
    document,
    definition,
    definitions,
    dateField: findFieldAt(definition, document.datePath),
    copies: [document, ...documents.filter((other) => other !== document && isSameDocument(other, document))],
  };
}

/** The applications holding the copies, each once, in the copies' order. */
export function toHolders(copies: readonly TApplicationDocument[]): TRenewalHolder[] {
  const seen = new Map<string, TRenewalHolder>();
  for (const { row } of copies) {
    if (!seen.has(row.applicationId)) {
      seen.set(row.applicationId, {
        applicationId: row.applicationId,
        hospitalName: row.hospitalName,
        status: row.status,
      });
    }
  }
  return [...seen.values()];
}

/** The document's current copy in its application, when it is there and not replaced. */
async function findCurrentFile(db: TDb, applicationId: string, fileId: string | null) {
  if (!fileId || !isUuid(fileId)) {
    return null;
  }
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.applicationId, applicationId), isNull(files.supersededAt)))
    .limit(1);
  return row ? toFileInfo(row) : null;
}

/** GET /applications/{id}/renewals/document?document=: what the renewal page shows. */
export async function getRenewalDocument(
  db: TDb,
  input: { doctorId: string; applicationId: string; documentKey: string },
  today: string = todayString(),
): Promise<TRenewalDocument> {
  const { application, document, dateField, copies } = await findRenewableDocument(db, input);
  return {
    applicationId: application.id,
    documentKey: document.documentKey,
    label: document.label,
    dateLabel: dateField?.label ?? 'Expiry date',
    expiresOn: document.expiresOn,
    daysLeft: countDaysUntil(document.expiresOn, today),
    file: await findCurrentFile(db, application.id, document.fileId),
    holders: toHolders(copies),
  };
}
