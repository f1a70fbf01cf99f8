import { ADMIN_LINKS, toSiteUrl } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
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
 * none, learns it with a count of what changed. Written in the submission's transaction (`tx`,
 * after the snapshot), sent once it commits.
 */
export async function queueResubmittedMails(ctx: TAppContext, tx: TDb, input: TResubmitted): Promise<void> {
  const { application } = input;
  const assigneeEmail = await findAssigneeEmail(tx, application);
  const recipients = assigneeEmail ? [assigneeEmail] : input.adminEmails;
  const { since, changes } = await findLatestChanges(tx, application.id);
  for (const to of recipients) {
    await ctx.mailer.queue(
      {
        to,
        ...createResubmittedMail({
          doctorName: input.doctorName,
          hospitalName: input.hospitalName,
          isAssignee: Boolean(assigneeEmail),
          since,
          changes,
          link: toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.application.getHref(application.id)),
        }),
      },
      { db: tx },
    );
  }
}
