import { DOCTOR_LINKS, toSiteUrl, type TRequestKind } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { listDraftDelegateEmails } from '@/modules/delegates';
import { findApplicationParties } from './recipients';
import { createRequestAnsweredMail } from './templates';

type TRequestAnswered = {
  kind: TRequestKind;
  applicationId: string;
  personName: string;
  state: 'completed' | 'declined';
};

/**
 * Tells the doctor that a reference or the covering physician answered or declined. `ctx` is the
 * answer's change (`change.ctx`): the mails are queued in its transaction, sent once it commits.
 */
export async function notifyRequestAnswered(ctx: TAppContext, input: TRequestAnswered): Promise<void> {
  const parties = await findApplicationParties(ctx.db, input.applicationId);
  if (!parties) {
    return;
  }
  const mail = createRequestAnsweredMail({
    firstName: parties.doctor.firstName,
    kind: input.kind,
    personName: input.personName,
    state: input.state,
    hospitalName: parties.hospital.name,
    link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(input.applicationId)),
  });
  // A draft's emails go to the doctor's delegates too (issue 16).
  const delegateEmails = await listDraftDelegateEmails(ctx.db, input.applicationId);
  for (const to of [parties.doctor.email, ...delegateEmails]) {
    await ctx.mailer.queue({ to, ...mail }, { db: ctx.db });
  }
}
