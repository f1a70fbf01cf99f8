import { and, eq, isNull, sql } from 'drizzle-orm';
import { ADMIN_LINKS, toSiteUrl, type TMeeting } from '@docapply/contracts';
import { runChange, type TChange } from '@/core/change';
import type { TAppContext } from '@/core/context';
import type { TDb } from '@/core/db/client';
import { decisionSteps, hospitals, meetings } from '@/core/db/schema';
import type { TJob } from '@/core/jobs/scheduler';
import { AppError } from '@/lib/app-error';
import type { TUserRow } from '@/core/users/users';
import { getOpenMeeting } from './access';
import { createMeetingPacketMail } from './mails';
import { listAgenda, listMeetingMembers } from './queries';
import { getMeeting } from './meetings';

const HOUR_MS = 60 * 60_000;

/**
 * Mails every member of the step the agenda and the link to the meeting's page (they sign in there
 * to read the packet), and marks the packet sent, in the one transaction `tx`. `once` (the job):
 * only if it has not gone yet, whatever else runs at the same time (the row is claimed first).
 */
async function mailMeetingPacket(
  { tx, ctx, mail, audit }: TChange,
  { meetingId, now, actorId, once }: { meetingId: string; now: Date; actorId: string | null; once: boolean },
): Promise<boolean> {
  const [meeting] = await tx
    .update(meetings)
    .set({ packetSentAt: now })
    .where(and(eq(meetings.id, meetingId), once ? isNull(meetings.packetSentAt) : undefined))
    .returning();
  if (!meeting) {
    return false;
  }
  const [facts] = await tx
    .select({ stepName: decisionSteps.name, hospitalName: hospitals.name })
    .from(decisionSteps)
    .innerJoin(hospitals, eq(hospitals.id, decisionSteps.hospitalId))
    .where(eq(decisionSteps.id, meeting.stepId));
  const agenda = (await listAgenda(tx, meeting.id)).map((item) => item.doctorName);
  const members = await listMeetingMembers(tx, meeting);
  const link = toSiteUrl(ctx.config.ADMIN_URL, ADMIN_LINKS.meeting.getHref(meeting.id));
  for (const member of members) {
    await mail({
      to: member.email,
      ...createMeetingPacketMail({ name: member.name, ...facts, meeting, agenda, link }),
    });
  }
  await audit({
    actorId,
    action: 'meeting.packet-sent',
    entity: 'meeting',
    entityId: meeting.id,
    hospitalId: meeting.hospitalId,
    data: { members: members.length, items: agenda.length },
  });
  return true;
}

/** POST /admin/meetings/{id}/send-packet: now, again if it went before (a file was added since). */
export async function sendMeetingPacket(db: TDb, user: TUserRow, meetingId: string): Promise<TMeeting> {
  const { meeting } = await getOpenMeeting(db, user, meetingId);
  if (meeting.state !== 'scheduled') {
    throw new AppError('CONFLICT', { message: 'The meeting has started: its packet is no longer sent.' });
  }
  await runChange((change) =>
    mailMeetingPacket(change, { meetingId: meeting.id, now: new Date(), actorId: user.id, once: false }),
  );
  return getMeeting(db, user, meeting.id);
}

/** `meeting-packets`: each scheduled meeting's agenda and packet link, `packetLeadDays` before it, once. */
export const MEETING_PACKETS_JOB: TJob = {
  name: 'meeting-packets',
  everyMs: HOUR_MS,
  run: async (ctx: TAppContext, now: Date) => {
    const due = await ctx.db
      .select({ id: meetings.id })
      .from(meetings)
      .where(
        and(
          eq(meetings.state, 'scheduled'),
          isNull(meetings.packetSentAt),
          sql`${meetings.startsAt} > ${now.toISOString()}::timestamptz`,
          sql`${meetings.startsAt} - make_interval(days => ${meetings.packetLeadDays}) <= ${now.toISOString()}::timestamptz`,
        ),
      );
    let sent = 0;
    for (const { id } of due) {
      const mailed = await runChange(
        (change) => mailMeetingPacket(change, { meetingId: id, now, actorId: null, once: true }),
        { db: ctx.db },
      );
      sent += mailed ? 1 : 0;
    }
    return `${sent} meeting packet${sent === 1 ? '' : 's'} sent`;
  },
};
