import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import { DATE_DISPLAY_FORMAT, DATE_FORMAT, formatDateTime } from '@docapply/rules';
import { DOCTOR_LINKS, toSiteUrl } from '@docapply/contracts';
import type { TChange } from '@/core/change';
import type { TDb } from '@/core/db/client';
import { applications, hospitals, temporaryPrivileges, users } from '@/core/db/schema';
import { createEndedMail, type TEndedHow } from './mails';
import type { TGrantRow } from './views';
import { readNow } from '@/core/context';

/** The running request's or job's clock (a job's chosen day in tests). */
export { readNow };
/** The clock's day, as grants keep their days. */
export const todayOf = (now: Date): string => dayjs(now).format(DATE_FORMAT);
/** A day (YYYY-MM-DD) as the product shows dates: MM/DD/YYYY. */
export const showDay = (day: string): string => formatDateTime(day, DATE_DISPLAY_FORMAT);

/** What the doctor's mails name: the doctor, the hospital, and the application's state for the live event. */
export async function findGrantParties(db: TDb, applicationId: string) {
  const [row] = await db
    .select({
      application: {
        id: applications.id,
        hospitalId: applications.hospitalId,
        doctorId: applications.doctorId,
        status: applications.status,
      },
      doctor: { email: users.email, firstName: users.firstName },
      hospitalName: hospitals.name,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.doctorId))
    .innerJoin(hospitals, eq(hospitals.id, applications.hospitalId))
    .where(eq(applications.id, applicationId));
  return row;
}

export type TCloseInput = {
  grant: Pick<TGrantRow, 'id' | 'applicationId' | 'hospitalId' | 'endsOn'>;
  /** 'expired' past the last day; 'ended' early (the office or the decision). */
  state: 'expired' | 'ended';
  /** The office's admin who ended it; null for the job and the decision. */
  endedBy: string | null;
  endReason: string | null;
  how: TEndedHow;
  doctorUrl: string;
};

/**
 * Ends a grant still in force, in `change`: its row (only if still active: false when another
 * change got there first), the audit row, the doctor's mail and the live event.
 */
export async function closeGrant(
  change: TChange,
  { grant, state, endedBy, endReason, how, doctorUrl }: TCloseInput,
): Promise<boolean> {
  const endedAt = readNow();
  const [closed] = await change.tx
    .update(temporaryPrivileges)
    .set({ state, endedAt, endedBy, endReason })
    .where(and(eq(temporaryPrivileges.id, grant.id), eq(temporaryPrivileges.state, 'active')))
    .returning({ id: temporaryPrivileges.id });
  if (!closed) {
    return false;
  }
  await change.audit({
    actorId: endedBy,
    action: state === 'expired' ? 'temporary-privileges.expired' : 'temporary-privileges.ended',
    entity: 'temporary_privilege',
    entityId: grant.id,
    applicationId: grant.applicationId,
    hospitalId: grant.hospitalId,
    data: { endsOn: grant.endsOn },
    before: { state: 'active' },
    after: { state, endedAt: endedAt.toISOString() },
  });
  const parties = await findGrantParties(change.tx, grant.applicationId);
  await change.mail({
    to: parties.doctor.email,
    ...createEndedMail({
      firstName: parties.doctor.firstName,
      hospitalName: parties.hospitalName,
      how,
      link: toSiteUrl(doctorUrl, DOCTOR_LINKS.myApplication.getHref(grant.applicationId)),
    }),
  });
  await change.live('temporary-privileges', parties.application);
  // Systems that schedule by privileges (the webhooks) learn it lapsed, in this change.
  await change.publish('temporary-privileges.closed', {
    grantId: grant.id,
    hospitalId: grant.hospitalId,
    state,
  });
  return true;
}

/**
 * Ends the application's grant in force, if any, because the application was decided (the
 * board's decision, or the office's move to approved or rejected): part of that decision's change.
 */
export async function endForDecision(
  change: TChange,
  { applicationId, reason }: { applicationId: string; reason: string },
): Promise<void> {
  const [active] = await change.tx
    .select()
    .from(temporaryPrivileges)
    .where(
      and(eq(temporaryPrivileges.applicationId, applicationId), eq(temporaryPrivileges.state, 'active')),
    );
  if (active) {
    await closeGrant(change, {
      grant: active,
      state: 'ended',
      endedBy: null,
      endReason: reason,
      how: { kind: 'decided', reason },
      doctorUrl: change.ctx.config.DOCTOR_URL,
    });
  }
}
