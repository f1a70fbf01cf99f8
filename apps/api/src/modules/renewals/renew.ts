import { eq } from 'drizzle-orm';
import { RENEWAL_MESSAGES, type TCreateRenewalRequest, type TRenewalResult } from '@docapply/contracts';
import {
  findDocumentExpiries,
  replaceAnswerAt,
  todayString,
  validateFieldDate,
  validateRenewedExpiry,
  type TFormAnswers,
  type TFormDefinition,
} from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { applications, documentRenewals, formResponses } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { lockKey } from '@/core/locks';
import { refreshProgress } from '@/modules/application-state';
import { writeAudit } from '@/core/audit';
import type { TFileRow } from '@/core/files/file-access';
import type { TFileStorage } from '@/core/storage/storage';
import { refreshFlagCount } from '@/modules/flags';
import { notifyLiveEvent } from '@/core/live/live-message';
import type { TApplicationDocument } from './documents';
import { findRenewableDocument, toHolders, type TRenewableDocument } from './find-document';
import {
  attachUpload,
  copyUpload,
  findFreshUpload,
  insertCopies,
  supersedePrevious,
  type TFileCopy,
} from './renewal-files';

export type TRenewDeps = { db: TDb; storage: TFileStorage };

export type TRenewInput = {
  doctorId: string;
  applicationId: string;
  request: TCreateRenewalRequest;
  today?: string;
};

/** The new date against the renewal's rule and the form's own rule for the field; the upload. */
async function checkInput(
  db: TDb,
  found: TRenewableDocument,
  { doctorId, request, today }: { doctorId: string; request: TCreateRenewalRequest; today: string },
): Promise<TFileRow> {
  const fields: Record<string, string> = {};
  const expiresOn = request.expiresOn.trim();
  const dateError =
    validateRenewedExpiry(expiresOn, { current: found.document.expiresOn, today }) ??
    (found.dateField ? validateFieldDate(found.dateField, expiresOn, today) : null);
  if (dateError) {
    fields.expiresOn = dateError;
  }
  const upload = await findFreshUpload(db, doctorId, request.fileId);
  if (!upload) {
    fields.fileId = RENEWAL_MESSAGES.fileNotFound;
  }
  if (!upload || dateError) {
    throw new AppError('VALIDATION', { message: RENEWAL_MESSAGES.invalid, fields });
  }
  return upload;
}

const changed = () => new AppError('CONFLICT', { message: RENEWAL_MESSAGES.changed });

/** Writes the renewal into one copy's answers, after checking nobody changed the document meanwhile. */
async function renewCopy(
  tx: TDb,
  copy: TApplicationDocument,
  write: { fileId: string; expiresOn: string; at: Date; doctorId: string },
  definition: TFormDefinition,
): Promise<void> {
  const { row } = copy;
  const [current] = await tx
    .select({ answers: formResponses.answers })
    .from(formResponses)
    .where(eq(formResponses.id, row.responseId))
    .for('update');
  const answers = (current?.answers ?? {}) as TFormAnswers;
  const still = findDocumentExpiries(definition, answers).find((d) => d.filePath === copy.filePath);
  if (still?.label !== copy.label || still.expiresOn !== copy.expiresOn) {
    throw changed();
  }
  const renewed = replaceAnswerAt(
    replaceAnswerAt(answers, copy.filePath, write.fileId),
    copy.datePath,
    write.expiresOn,
  );
  await tx
    .update(formResponses)
    .set({ answers: renewed, updatedAt: write.at })
    .where(eq(formResponses.id, row.responseId));
  await tx.update(applications).set({ updatedAt: write.at }).where(eq(applications.id, row.applicationId));
  const isSuperseded = await supersedePrevious(tx, {
    fileId: still.fileId,
    applicationId: row.applicationId,
    at: write.at,
  });
  await tx.insert(documentRenewals).values({
    applicationId: row.applicationId,
    doctorId: write.doctorId,
    documentKey: copy.documentKey,
    label: copy.label,
    previousExpiresOn: copy.expiresOn,
    expiresOn: write.expiresOn,
    previousFileId: isSuperseded ? still.fileId : null,
    fileId: write.fileId,
    createdAt: write.at,
  });
  await writeAudit(tx, {
    actorId: write.doctorId,
    action: 'document.renewed',
    entity: 'form_response',
    entityId: row.responseId,
    applicationId: row.applicationId,
    hospitalId: row.hospitalId,
    data: { formKey: row.formKey, documentKey: copy.documentKey, label: copy.label },
    before: { expiresOn: copy.expiresOn, fileId: still.fileId },
    after: { expiresOn: write.expiresOn, fileId: write.fileId },
  });
  await notifyLiveEvent(tx, 'renewal', {
    id: row.applicationId,
    hospitalId: row.hospitalId,
    doctorId: row.doctorId,
    status: row.status,
  });
}

/**
 * POST /applications/{id}/renewals: the renewed document and its new expiry date replace the old
 * ones in every one of the doctor's applications holding that document (not refused), without
 * changing any application's status. The old copies are superseded (the office still opens them),
 * each application gets a renewal row, an audit row and a live event; progress and red flags are
 * counted again. Each application keeps a copy of its own (the upload itself for the first).
 */
export async function renewDocument(deps: TRenewDeps, input: TRenewInput): Promise<TRenewalResult> {
  const { db } = deps;
  const { doctorId, applicationId, request, today = todayString() } = input;
  const found = await findRenewableDocument(db, { doctorId, applicationId, documentKey: request.document });
  const upload = await checkInput(db, found, { doctorId, request, today });
  const holders = toHolders(found.copies);
  const [first, ...others] = holders.map((holder) => holder.applicationId);
  const copies: TFileCopy[] = await copyUpload(deps, upload, others);
  const fileIdOf = new Map([
    [first, upload.id],
    ...copies.map((copy) => [copy.applicationId, copy.id] as const),
  ]);
  const expiresOn = request.expiresOn.trim();
  const at = new Date();
  await db.transaction(async (tx) => {
    // One renewal of the doctor's documents at a time: a second sees the first's dates.
    await lockKey(tx, `document-renewal:${doctorId}`);
    if (!(await attachUpload(tx, upload, first))) {
      throw new AppError('VALIDATION', {
        message: RENEWAL_MESSAGES.invalid,
        fields: { fileId: RENEWAL_MESSAGES.fileNotFound },
      });
    }
    await insertCopies(tx, upload, copies);
    for (const copy of found.copies) {
      const fileId = fileIdOf.get(copy.row.applicationId) ?? upload.id;
      const definition = found.definitions.get(copy.row.formId) ?? found.definition;
      await renewCopy(tx, copy, { fileId, expiresOn, at, doctorId }, definition);
    }
  });
  for (const holder of holders) {
    await refreshProgress(db, holder.applicationId);
    // A draft has no red flags yet: the office counts them from its submission on.
    if (holder.status !== 'draft') {
      await refreshFlagCount(db, holder.applicationId);
    }
  }
  return { label: found.document.label, expiresOn, previousExpiresOn: found.document.expiresOn, holders };
}
