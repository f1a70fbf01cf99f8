import { DOCTOR_LINKS, toSiteUrl, type TRequestKind } from '@docapply/contracts';
import type { TAppContext } from '@/app-context';
import { findApplicationParties } from './recipients';
import { createRequestAnsweredMail } from './templates';

type TRequestAnswered = {
  kind: TRequestKind;
  applicationId: string;
  personName: string;
  state: 'completed' | 'declined';
};

/** Tells the doctor that a reference or the covering physician answered or declined. */
export async function notifyRequestAnswered(ctx: TAppContext, input: TRequestAnswered): Promise<void> {
  const parties = await findApplicationParties(ctx.db, input.applicationId);
  if (!parties) {
    return;
  }
  await ctx.mailer.queue({
    to: parties.doctor.email,
    ...createRequestAnsweredMail({
      firstName: parties.doctor.firstName,
      kind: input.kind,
      personName: input.personName,
      state: input.state,
      hospitalName: parties.hospital.name,
      link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.myApplication.getHref(input.applicationId)),
    }),
  });
}
