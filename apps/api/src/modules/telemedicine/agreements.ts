import { and, eq, isNull } from 'drizzle-orm';
import {
  TELEMEDICINE_AGREEMENT_PART,
  ZCreateTelemedicineAgreement,
  type TTelemedicineAgreementList,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { assertHospitalAdmin } from '@/core/access/managed-hospital';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { telemedicineAgreements } from '@/core/db/schema';
import { isUuid } from '@/core/files/application-access';
import type { TFileDeps } from '@/core/files/file-service';
import * as documents from '@/core/files/office-documents';
import type { TFormBody } from '@/core/storage/read-upload';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { listHospitalAgreements } from './agreement-views';
import { TELEMEDICINE_MESSAGES as MESSAGES } from './messages';
import type { TAttachment } from '@/core/storage/content-disposition';

const AGREEMENT_FIELD = {
  field: TELEMEDICINE_AGREEMENT_PART,
  missing: MESSAGES.agreementMissing,
  notPdf: MESSAGES.agreementNotPdf,
};

/** Note: a hospital's agreements are its own administrators'; another hospital (or none) reads as missing. */
export function prepareAgreements(db: TDb, admin: TUserRow, hospitalId: string): Promise<void> {
  return assertHospitalAdmin(db, admin, hospitalId, MESSAGES.hospitalNotFound);
}

/** GET /admin/hospitals/{hospitalId}/telemedicine-agreements */
export async function listAgreements(
  db: TDb,
  admin: TUserRow,
  hospitalId: string,
): Promise<TTelemedicineAgreementList> {
  await prepareAgreements(db, admin, hospitalId);
  return { data: await listHospitalAgreements(db, hospitalId, todayString()) };
}

/**
 * POST /admin/hospitals/{hospitalId}/telemedicine-agreements (after prepareAgreements): the fields
 * by their contract, signed no later than today, with the signed agreement (a PDF); its file, the
 * agreement and their audit rows in one change.
 */
export async function createAgreement(
  deps: TFileDeps,
  admin: TUserRow,
  { hospitalId, body }: { hospitalId: string; body: TFormBody },
): Promise<TTelemedicineAgreementList> {
  const today = todayString();
  const { fields, staged } = await documents.readOfficeForm(deps, body, {
    schema: ZCreateTelemedicineAgreement,
    document: AGREEMENT_FIELD,
    check: (value): Record<string, string> =>
      value.signedOn > today ? { signedOn: MESSAGES.futureDate } : {},
  });
  await runChange(
    async (change) => {
      const file = await documents.insertOfficeDocument(change, staged, { admin, applicationId: null });
      const values = {
        distantSiteName: fields.distantSiteName,
        ccn: fields.ccn ?? null,
        signedOn: fields.signedOn,
        endsOn: fields.endsOn ?? null,
      };
      const [row] = await change.tx
        .insert(telemedicineAgreements)
        .values({ ...values, hospitalId, documentFileId: file.id, recordedBy: admin.id })
        .returning({ id: telemedicineAgreements.id });
      await change.audit({
        actorId: admin.id,
        action: 'telemedicine.agreement-added',
        entity: 'telemedicine-agreement',
        entityId: row.id,
        hospitalId,
        after: { ...values, document: documents.describeDocument(file) },
      });
    },
    { db: deps.db },
  );
  return { data: await listHospitalAgreements(deps.db, hospitalId, today) };
}

/** The agreement of this hospital (another's, or a malformed id, is as missing). */
async function findAgreement(db: TDb, hospitalId: string, agreementId: string) {
  const [row] = isUuid(agreementId)
    ? await db
        .select()
        .from(telemedicineAgreements)
        .where(
          and(eq(telemedicineAgreements.id, agreementId), eq(telemedicineAgreements.hospitalId, hospitalId)),
        )
    : [];
  if (!row) {
    throw new AppError('NOT_FOUND', { message: MESSAGES.agreementNotFound });
  }
  return row;
}

/**
 * POST …/telemedicine-agreements/{agreementId}/end: the office ends it today. Decisions already
 * recorded under it stay as they are; no new one can be.
 */
export async function endAgreement(
  db: TDb,
  admin: TUserRow,
  { hospitalId, agreementId }: { hospitalId: string; agreementId: string },
): Promise<TTelemedicineAgreementList> {
  await prepareAgreements(db, admin, hospitalId);
  const agreement = await findAgreement(db, hospitalId, agreementId);
  const now = new Date();
  await runChange(
    async (change) => {
      // Two ends at once: the second finds it ended.
      const [ended] = await change.tx
        .update(telemedicineAgreements)
        .set({ endedAt: now, endedBy: admin.id })
        .where(and(eq(telemedicineAgreements.id, agreement.id), isNull(telemedicineAgreements.endedAt)))
        .returning({ id: telemedicineAgreements.id });
      if (!ended) {
        throw new AppError('CONFLICT', { message: MESSAGES.alreadyEnded });
      }
      await change.audit({
        actorId: admin.id,
        action: 'telemedicine.agreement-ended',
        entity: 'telemedicine-agreement',
        entityId: agreement.id,
        hospitalId,
        data: { distantSiteName: agreement.distantSiteName },
        before: { endedAt: null },
        after: { endedAt: now.toISOString() },
      });
    },
    { db },
  );
  return { data: await listHospitalAgreements(db, hospitalId, todayString()) };
}

/** GET …/telemedicine-agreements/{agreementId}/document: the signed agreement, as stored. */
export async function openAgreementDocument(
  deps: TFileDeps,
  admin: TUserRow,
  { hospitalId, agreementId }: { hospitalId: string; agreementId: string },
): Promise<TAttachment> {
  await prepareAgreements(deps.db, admin, hospitalId);
  const agreement = await findAgreement(deps.db, hospitalId, agreementId);
  const file = await documents.openOfficeDocument(deps, agreement.documentFileId);
  if (!file) {
    throw new AppError('NOT_FOUND', { message: MESSAGES.documentNotFound });
  }
  return file;
}
