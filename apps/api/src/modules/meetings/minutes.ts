import { PDFDocument } from '@cantoo/pdf-lib';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CONDITION_KIND_LABELS,
  MEETING_OUTCOME_LABELS,
  MEETING_STATE_LABELS,
  MEMBERSHIP_CATEGORY_LABELS,
  PRIVILEGE_OUTCOME_LABELS,
  VOTE_CHOICE_LABELS,
  type TMeeting,
  type TMembershipCategory,
} from '@docapply/contracts';
import { formatDateTime } from '@docapply/rules';
import type { TDb } from '@/core/db/client';
import { privileges, recommendations } from '@/core/db/schema';
import type { TStoredPrivilegeRecommendation } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { createPdfWriter, embedPacketFonts, stampPageNumbers, type TPdfWriter } from '@/modules/packet';
import { getMeetingAccess } from './access';
import { meetingFilename, meetingTitle, type TMeetingPdf } from './meeting-packet';
import { readMeeting } from './queries';

type TProposal = {
  membershipCategory: string;
  appointmentMonths: number;
  comment: string | null;
  privileges: (TStoredPrivilegeRecommendation & { name: string })[];
};

/** Each file's recommendation at the step: the one this meeting voted on, else the latest. */
async function loadProposals(db: TDb, meeting: TMeeting): Promise<Map<string, TProposal>> {
  const ids = meeting.items.map((item) => item.applicationId);
  const proposals = new Map<string, TProposal>();
  if (ids.length === 0) {
    return proposals;
  }
  const rows = await db
    .select()
    .from(recommendations)
    .where(
      and(
        eq(recommendations.stepId, meeting.step.id),
        inArray(recommendations.applicationId, ids),
        inArray(recommendations.state, ['proposed', 'adopted', 'rejected']),
      ),
    )
    .orderBy(
      desc(sql`${recommendations.meetingId} is not distinct from ${meeting.id}::uuid`),
      desc(recommendations.createdAt),
    );
  const privilegeIds = [...new Set(rows.flatMap((row) => row.privileges.map((item) => item.privilegeId)))];
  const names = new Map(
    privilegeIds.length === 0
      ? []
      : (
          await db
            .select({ id: privileges.id, name: privileges.name, department: privileges.department })
            .from(privileges)
            .where(inArray(privileges.id, privilegeIds))
        ).map((row) => [row.id, `${row.name} (${row.department})`]),
  );
  for (const row of rows) {
    if (!proposals.has(row.applicationId)) {
      proposals.set(row.applicationId, {
        membershipCategory: row.membershipCategory,
        appointmentMonths: row.appointmentMonths,
        comment: row.comment,
        privileges: row.privileges.map((item) => ({
          ...item,
          name: names.get(item.privilegeId) ?? 'Privilege',
        })),
      });
    }
  }
  return proposals;
}

function describePrivilege(item: TProposal['privileges'][number]): string {
  const parts: string[] = [PRIVILEGE_OUTCOME_LABELS[item.outcome]];
  if (item.conditions) {
    const kinds = item.conditions.kinds.map((kind) => CONDITION_KIND_LABELS[kind]).join(', ');
    parts.push(`${kinds}: ${item.conditions.text}`);
  }
  if (item.reason) {
    parts.push(item.reason);
  }
  return parts.join('. ');
}

const namesOr = (names: string[]) => (names.length > 0 ? names.join(', ') : 'None');

function writeAttendance(writer: TPdfWriter, meeting: TMeeting): void {
  writer.heading('Attendance', 2);
  const named = (present: boolean | null) =>
    meeting.members.filter((member) => member.present === present).map((member) => member.name);
  writer.field('Present', namesOr(named(true)));
  writer.field('Absent', namesOr(named(false)));
  const unrecorded = named(null);
  if (unrecorded.length > 0) {
    writer.field('Not recorded', unrecorded.join(', '));
  }
  const { present, members, needed, isReached } = meeting.quorum;
  writer.paragraph(
    isReached
      ? `Quorum reached: ${present} of ${members} members present, ${needed} needed.`
      : `Quorum not reached: ${present} of ${members} members present, ${needed} needed. The meeting could not decide.`,
    { isBold: true },
  );
}

function writeItem(
  writer: TPdfWriter,
  item: TMeeting['items'][number],
  index: number,
  proposal?: TProposal,
): void {
  writer.heading(`${index + 1}. ${item.doctorName}`, 3);
  if (!proposal) {
    writer.paragraph('No recommendation was proposed at this step.');
  } else {
    for (const privilege of proposal.privileges) {
      writer.field(privilege.name, describePrivilege(privilege), 12);
    }
    const category = MEMBERSHIP_CATEGORY_LABELS[proposal.membershipCategory as TMembershipCategory];
    writer.field('Membership category', category ?? proposal.membershipCategory, 12);
    writer.field('Appointment', `${proposal.appointmentMonths} months`, 12);
    if (proposal.comment) {
      writer.field('Comment', proposal.comment, 12);
    }
  }
  if (item.votes.length === 0) {
    writer.field('Votes', 'Not voted at this meeting', 12);
  }
  for (const choice of ['for', 'against', 'abstain', 'recused'] as const) {
    const voters = item.votes.filter((vote) => vote.choice === choice).map((vote) => vote.name);
    if (voters.length > 0) {
      writer.field(`${VOTE_CHOICE_LABELS[choice]} (${voters.length})`, voters.join(', '), 12);
    }
  }
  writer.field('Outcome', item.outcome ? MEETING_OUTCOME_LABELS[item.outcome] : 'No decision', 12);
}

/** The minutes from what was recorded: meeting, attendance and quorum, each file's vote, the notes. */
export async function renderMinutesPdf(
  meeting: TMeeting,
  proposals: Map<string, TProposal>,
  title: string,
): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Minutes: ${title}`);
  doc.setCreator('DocApply');
  const fonts = await embedPacketFonts(doc);
  const writer = createPdfWriter(doc, fonts, `Minutes: ${title} · ${meeting.hospitalName}`);
  writer.startPart(`Minutes: ${title}`, meeting.hospitalName);
  writer.field('Committee', meeting.step.name);
  writer.field('Date and time', formatDateTime(meeting.startsAt, 'MM/DD/YYYY [at] HH:mm'));
  writer.field('Place', meeting.location);
  writer.field(
    'State',
    meeting.state === 'closed'
      ? MEETING_STATE_LABELS.closed
      : `${MEETING_STATE_LABELS[meeting.state]} (draft minutes)`,
  );
  writeAttendance(writer, meeting);
  writer.heading('Agenda', 2);
  if (meeting.items.length === 0) {
    writer.paragraph('No files were on the agenda.');
  }
  meeting.items.forEach((item, index) => writeItem(writer, item, index, proposals.get(item.applicationId)));
  writer.heading('Notes', 2);
  writer.paragraph(meeting.notes.trim() === '' ? 'None.' : meeting.notes);
  stampPageNumbers(doc, fonts.regular);
  return { bytes: await doc.save(), pageCount: doc.getPageCount() };
}

/** GET /admin/meetings/{id}/minutes: the coordinator's; draft until the meeting is closed. */
export async function createMinutes(db: TDb, user: TUserRow, meetingId: string): Promise<TMeetingPdf> {
  // Note: the coordinator only (the hospital's administrators); members and anyone else 404.
  const access = await getMeetingAccess(db, user, meetingId, { manage: true });
  const meeting = await readMeeting(db, access);
  const pdf = await renderMinutesPdf(meeting, await loadProposals(db, meeting), meetingTitle(access));
  return { ...pdf, filename: meetingFilename('minutes', access) };
}
