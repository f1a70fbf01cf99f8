import { eq } from 'drizzle-orm';
import { DOCTOR_LINKS, SUPERVISION_LINK_TTL_DAYS, toSiteUrl } from '@docapply/contracts';
import type { TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { applications, hospitals, supervisionAgreements, users } from '@/core/db/schema';
import { createShortUrl } from '@/modules/short-urls';
import { signSupervisionToken } from './link-token';
import { createSupervisionRequestMail } from './mails';
import { findFullName, loadPrivilegesOf, type TAgreementRow } from './views';

const DAY_MS = 86_400_000;

/** Who asks whom, where: what the emails and the physician's page say. */
export async function findParties(db: TDb, row: Pick<TAgreementRow, 'applicationId' | 'physicianId'>) {
  const [found] = await db
    .select({
      application: applications,
      hospitalName: hospitals.name,
      practitioner: { email: users.email, firstName: users.firstName, lastName: users.lastName },
    })
    .from(applications)
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .innerJoin(users, eq(users.id, applications.doctorId))
    .where(eq(applications.id, row.applicationId));
  const [physician] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, row.physicianId));
  return {
    application: found.application,
    hospitalName: found.hospitalName,
    practitionerEmail: found.practitioner.email,
    practitionerName: `${found.practitioner.firstName} ${found.practitioner.lastName}`,
    physicianEmail: physician.email,
    physicianName: `Dr. ${await findFullName(db, row.physicianId)}`,
  };
}

/**
 * A fresh link for the agreement, emailed to the physician: its jti replaces the stored one, so an
 * earlier link (and an earlier physician's) answers 410; any earlier answer is cleared.
 */
export async function sendSupervisionLink(
  change: TChange,
  ctx: Pick<TAppContext, 'config'>,
  row: TAgreementRow,
): Promise<TAgreementRow> {
  const sentAt = new Date();
  const expiresAt = new Date(sentAt.getTime() + SUPERVISION_LINK_TTL_DAYS * DAY_MS);
  const { token, jti } = await signSupervisionToken(ctx.config, { agreementId: row.id, expiresAt });
  const [updated] = await change.tx
    .update(supervisionAgreements)
    .set({
      state: 'pending',
      tokenId: jti,
      sentAt,
      linkExpiresAt: expiresAt,
      answeredAt: null,
      signedName: null,
      answeredVia: null,
    })
    .where(eq(supervisionAgreements.id, row.id))
    .returning();
  const code = await createShortUrl(change.tx, {
    target: DOCTOR_LINKS.supervision.getHref(token),
    expiresAt,
  });
  const parties = await findParties(change.tx, row);
  const covered = await loadPrivilegesOf(change.tx, row.privilegeIds);
  await change.mail({
    to: parties.physicianEmail,
    ...createSupervisionRequestMail({
      physicianName: parties.physicianName,
      practitionerName: parties.practitionerName,
      hospitalName: parties.hospitalName,
      relationship: row.relationship,
      privilegeNames: covered.map((one) => one.name),
      link: toSiteUrl(ctx.config.DOCTOR_URL, DOCTOR_LINKS.redirect.getHref(code)),
    }),
  });
  return updated;
}
