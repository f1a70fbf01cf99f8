import { and, eq } from 'drizzle-orm';
import {
  TELEMEDICINE_DECISION_PART,
  ZProxyDecisionFields,
  type TApplicationTelemedicine,
  type TProxyDecisionFields,
} from '@docapply/contracts';
import { todayString } from '@docapply/rules';
import { getAdminApplication } from '@/core/access/admin-application';
import { lockApplication, type TApplicationWithHospital } from '@/core/access/applications';
import { runChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { telemedicineDecisions } from '@/core/db/schema';
import type { TFileDeps } from '@/core/files/file-service';
import {
  describeDocument,
  insertOfficeDocument,
  openOfficeDocument,
  readOfficeForm,
} from '@/core/files/office-documents';
import type { TAttachment } from '@/core/storage/content-disposition';
import type { TFormBody } from '@/core/storage/read-upload';
import type { TUserRow } from '@/core/users/users';
import { AppError } from '@/lib/app-error';
import { loadPrivilegeParts } from '@/modules/application-state';
import { TELEMEDICINE_MESSAGES as MESSAGES } from './messages';
import { PROXY_STATUSES, buildApplicationTelemedicine, listAgreementsInForce } from './proxy-views';

const DECISION_FIELD = {
  field: TELEMEDICINE_DECISION_PART,
  missing: MESSAGES.decisionMissing,
  notPdf: MESSAGES.decisionNotPdf,
};

function assertStatus(status: string): void {
  if (!PROXY_STATUSES.includes(status)) {
    throw new AppError('CONFLICT', { message: MESSAGES.wrongStatus });
  }
}

/** Checks who and when before the body is read: the hospital's administrators, a file in review or finalised. */
export async function prepareProxyDecision(
  db: TDb,
  admin: TUserRow,
  applicationId: string,
): Promise<TApplicationWithHospital> {
  // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
  const target = await getAdminApplication(db, admin, applicationId);
  assertStatus(target.application.status);
  return target;
}

/** The rules the contract cannot know: agreements in force, the requested privileges, today. */
function checkProxy(
  value: TProxyDecisionFields,
  { agreementIds, requestedIds, today }: { agreementIds: string[]; requestedIds: string[]; today: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!agreementIds.includes(value.agreementId)) {
    errors.agreementId = MESSAGES.notInForce;
  }
  if (value.decidedOn > today) {
    errors.decidedOn = MESSAGES.futureDate;
  }
  if (value.grantedPrivilegeIds.some((id) => !requestedIds.includes(id))) {
    errors.grantedPrivilegeIds = MESSAGES.notRequested;
  }
  if (value.appointmentEndsOn <= value.decidedOn) {
    errors.appointmentEndsOn = MESSAGES.appointmentEndsAfter;
  }
  return errors;
}

/**
 * POST /admin/applications/{id}/telemedicine (after prepareProxyDecision): the distant site's
 * decision under an agreement in force, each requested privilege granted there or not, with its
 * document (a PDF). One per application: a second replaces the first until the decision. Its file,
 * the record, the audit row and the live event in one change; a file already in the route goes to
 * the board (modules/decisions handles `application.proxy-recorded`).
 */
export async function recordProxyDecision(
  deps: TFileDeps,
  admin: TUserRow,
  target: TApplicationWithHospital,
  body: TFormBody,
): Promise<TApplicationTelemedicine> {
  const { application } = target;
  const today = todayString();
  const agreements = await listAgreementsInForce(deps.db, application.hospitalId, today);
  const requestedIds = (await loadPrivilegeParts(deps.db, application.id)).map((part) => part.privilegeId);
  const { fields, staged } = await readOfficeForm(deps, body, {
    schema: ZProxyDecisionFields,
    document: DECISION_FIELD,
    check: (value) =>
      checkProxy(value, { agreementIds: agreements.map((one) => one.id), requestedIds, today }),
  });
  await runChange(
    async (change) => {
      const locked = await lockApplication(change.tx, application.id);
      assertStatus(locked.status);
      const file = await insertOfficeDocument(change, staged, { admin, applicationId: application.id });
      const values = {
        agreementId: fields.agreementId,
        decidedOn: fields.decidedOn,
        privileges: requestedIds.map((privilegeId) => ({
          privilegeId,
          granted: fields.grantedPrivilegeIds.includes(privilegeId),
        })),
        appointmentEndsOn: fields.appointmentEndsOn,
      };
      const [before] = await change.tx
        .select()
        .from(telemedicineDecisions)
        .where(eq(telemedicineDecisions.applicationId, application.id));
      await change.tx
        .insert(telemedicineDecisions)
        .values({
          ...values,
          applicationId: application.id,
          hospitalId: application.hospitalId,
          documentFileId: file.id,
          recordedBy: admin.id,
        })
        .onConflictDoUpdate({
          target: telemedicineDecisions.applicationId,
          set: { ...values, documentFileId: file.id, recordedBy: admin.id, updatedAt: new Date() },
        });
      await change.audit({
        actorId: admin.id,
        action: before ? 'telemedicine.decision-replaced' : 'telemedicine.decision-recorded',
        entity: 'application',
        entityId: application.id,
        applicationId: application.id,
        hospitalId: application.hospitalId,
        before: before
          ? {
              agreementId: before.agreementId,
              decidedOn: before.decidedOn,
              privileges: before.privileges,
              appointmentEndsOn: before.appointmentEndsOn,
            }
          : null,
        after: { ...values, document: describeDocument(file) },
      });
      await change.publish('application.proxy-recorded', {
        applicationId: application.id,
        actorId: admin.id,
      });
      await change.live('decision-route', locked);
    },
    { db: deps.db },
  );
  return buildApplicationTelemedicine(deps.db, target);
}

/** GET /admin/applications/{id}/telemedicine/document: the distant site's decision, as stored. */
export async function openProxyDocument(
  deps: TFileDeps,
  admin: TUserRow,
  applicationId: string,
): Promise<TAttachment> {
  // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
  const { application } = await getAdminApplication(deps.db, admin, applicationId);
  const [row] = await deps.db
    .select({ fileId: telemedicineDecisions.documentFileId })
    .from(telemedicineDecisions)
    .where(
      and(
        eq(telemedicineDecisions.applicationId, application.id),
        eq(telemedicineDecisions.hospitalId, application.hospitalId),
      ),
    );
  const file = await openOfficeDocument(deps, row?.fileId ?? null);
  if (!file) {
    throw new AppError('NOT_FOUND', { message: MESSAGES.documentNotFound });
  }
  return file;
}
