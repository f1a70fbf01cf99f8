import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { ZRecordVerification, type TRecordVerification, type TVerificationItem } from '@docapply/contracts';
import { DATE_FORMAT, MESSAGES, validateDate } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { getAdminApplication } from '@/core/access/admin-application';
import { runChange } from '@/core/change';
import { insertStagedFile, stageUpload, type TFileDeps } from '@/core/files/file-service';
import type { TUserRow } from '@/core/users/users';
import { parseFormFields } from '@/core/storage/read-upload';
import { VERIFICATION_MESSAGES } from './messages';
import type { TEvidenceBody } from './read-evidence';
import { writeVerification } from './record';
import { buildItemView, getItem } from './views';

/** The fields as the contract reads them (a day after today refused too); 400 with a message per field. */
export function parseRecordFields(fields: Record<string, string>, today: string): TRecordVerification {
  return parseFormFields(ZRecordVerification, fields, (record): Record<string, string> => {
    // Note: the day the source was checked is today or earlier; a later day would keep it valid longer.
    if (record.verifiedOn > today) {
      return { verifiedOn: VERIFICATION_MESSAGES.futureDate };
    }
    return validateDate(record.verifiedOn, { today }) === null ? {} : { verifiedOn: MESSAGES.invalidDate };
  });
}

/** When the source was checked: now for today (the history's order), else the start of that day. */
function toVerifiedAt(record: TRecordVerification, today: string, now: Date): Date | null {
  if (record.state === 'pending') {
    return null;
  }
  return record.verifiedOn === today ? now : dayjs(record.verifiedOn).toDate();
}

export type TPreparedRecord = Awaited<ReturnType<typeof prepareManualVerification>>;

/**
 * Checks who and which item before the body is read: an administrator of the application's hospital
 * (anyone else 404) and an item of this application.
 */
export async function prepareManualVerification(
  db: TDb,
  admin: TUserRow,
  { applicationId, itemId }: { applicationId: string; itemId: string },
) {
  // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
  const { application } = await getAdminApplication(db, admin, applicationId);
  const item = await getItem(db, application.id, itemId);
  return { application, item };
}

/**
 * PUT /admin/applications/{id}/verification/{itemId}: a verification recorded by hand, with its
 * evidence file when one is sent. The file is stored like any upload but owned by the admin (never
 * in the doctor's lists, which read the doctor's own files only); its row, the item, its history
 * row and the audit rows are written in one transaction, so evidence is never kept without its record.
 */
export async function recordManualVerification(
  deps: TFileDeps,
  admin: TUserRow,
  input: TPreparedRecord,
  body: TEvidenceBody,
): Promise<TVerificationItem> {
  const { application, item } = input;
  const now = new Date();
  const today = dayjs(now).format(DATE_FORMAT);
  const record = parseRecordFields(body.fields, today);
  const staged = body.upload ? await stageUpload(deps, body.upload) : null;
  const verifiedAt = toVerifiedAt(record, today, now);
  const name = `${admin.firstName} ${admin.lastName}`.trim() || admin.email;
  await runChange(
    async (change) => {
      const evidence = staged
        ? await insertStagedFile(change, staged, {
            id: randomUUID(),
            owner: admin,
            applicationId: application.id,
          })
        : null;
      await writeVerification(
        change.tx,
        { applicationId: application.id, itemId: item.id },
        {
          state: record.state,
          source: record.source,
          verifiedAt,
          verifiedBy: admin.id,
          verifiedByLabel: name,
          referenceNumber: record.referenceNumber ?? null,
          note: record.note ?? null,
          evidenceFileId: evidence?.id ?? null,
        },
      );
      await change.audit({
        actorId: admin.id,
        action: 'verification.recorded',
        entity: 'verification-item',
        entityId: item.id,
        applicationId: application.id,
        hospitalId: application.hospitalId,
        data: { key: item.key, label: item.label },
        before: {
          state: item.state,
          source: item.source,
          verifiedAt: item.verifiedAt?.toISOString() ?? null,
        },
        after: {
          state: record.state,
          source: record.source,
          verifiedAt: verifiedAt?.toISOString() ?? null,
          referenceNumber: record.referenceNumber ?? null,
          evidence: evidence
            ? { name: evidence.originalName, mime: evidence.mime, size: evidence.size }
            : null,
        },
      });
    },
    { db: deps.db },
  );
  return buildItemView(deps.db, application, item.id, now);
}
