import { and, eq } from 'drizzle-orm';
import { DOCTOR_LINKS, toSiteUrl } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';
import { auditLog } from '@/core/db/schema';
import { lockKey } from '@/core/locks';
import { runChange } from '@/core/change';
import { listDraftDelegateEmails } from '@/modules/delegates';
import { getAppContext } from '@/core/context';
import { findApplicationParties } from './recipients';
import { createReadyToSubmitMail } from './templates';

const READY_ACTION = 'application.ready-to-submit';

/**
 * Emails the doctor when their draft has just become ready to submit (the stored progress went
 * from not ready to ready): once, however often later edits take it out of and back into that
 * state. Not after a request for information: the application was complete when submitted, and
 * the office's email says what it needs.
 */
export async function notifyReadyToSubmit(
  db: TDb,
  { applicationId }: { applicationId: string },
): Promise<void> {
  const { config } = getAppContext();
  // Part of the write that made the draft ready (`db`: its transaction), committed with it.
  await runChange(
    async ({ tx, audit, mail }) => {
      await lockKey(tx, `${READY_ACTION}:${applicationId}`);
      const parties = await findApplicationParties(tx, applicationId);
      if (parties?.status !== 'draft') {
        return;
      }
      const [sent] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.applicationId, applicationId), eq(auditLog.action, READY_ACTION)))
        .limit(1);
      if (sent) {
        return;
      }
      await audit({
        actorId: null,
        action: READY_ACTION,
        entity: 'application',
        entityId: applicationId,
        applicationId,
        hospitalId: parties.hospital.id,
        data: { emailedTo: 'doctor' },
      });
      const content = createReadyToSubmitMail({
        firstName: parties.doctor.firstName,
        hospitalName: parties.hospital.name,
        link: toSiteUrl(config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(applicationId)),
      });
      // A draft's emails go to the doctor's delegates too (issue 16).
      const delegateEmails = await listDraftDelegateEmails(tx, applicationId);
      for (const to of [parties.doctor.email, ...delegateEmails]) {
        await mail({ to, ...content });
      }
    },
    { db },
  );
}
