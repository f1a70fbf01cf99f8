import { ADMIN_LINKS, toSiteUrl } from '@docapply/contracts';
import type { TChange } from '@/core/change';
import { getAppContext } from '@/core/context';
import { findLatestChanges } from '@/modules/submissions';
import { findAssigneeEmail } from './recipients';
import { createResubmittedMail } from './templates';

type TResubmitted = {
  application: { id: string; hospitalId: string; assigneeId: string | null };
  hospitalName: string;
  doctorName: string;
  /** Every enabled admin of the hospital: who hears when nobody (still an admin) is assigned. */
  adminEmails: string[];
};

/**
 * After a resubmission: the assignee, or every admin of the hospital when the application has
 * none, learns it with a count of what changed. Queued in the submission's change (after its
 * snapshot), sent once it commits.
 */
export async function queueResubmittedMails(change: TChange, input: TResubmitted): Promise<void> {
  const { tx } = change;
  const { application } = input;
  const { config } = getAppContext();
  const assigneeEmail = await findAssigneeEmail(tx, application);
  const recipients = assigneeEmail ? [assigneeEmail] : input.adminEmails;
  const { since, changes } = await findLatestChanges(tx, application.id);
  for (const to of recipients) {
    await change.mail({
      to,
      ...createResubmittedMail({
        doctorName: input.doctorName,
        hospitalName: input.hospitalName,
        isAssignee: Boolean(assigneeEmail),
        since,
        changes,
        link: toSiteUrl(config.ADMIN_URL, ADMIN_LINKS.application.getHref(application.id)),
      }),
    });
  }
}
