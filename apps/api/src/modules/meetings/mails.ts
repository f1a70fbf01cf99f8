import { formatDateTime } from '@docapply/rules';
import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';
const WHEN_FORMAT = 'MM/DD/YYYY [at] HH:mm';

type TMeetingFacts = { startsAt: Date; location: string };

function describe({ startsAt, location }: TMeetingFacts): string {
  return `${formatDateTime(startsAt, WHEN_FORMAT)}, ${location}`;
}

/** The agenda and the packet's page, sent to every member of the step before the meeting. */
export function createMeetingPacketMail({
  name,
  stepName,
  hospitalName,
  meeting,
  agenda,
  link,
}: {
  name: string;
  stepName: string;
  hospitalName: string;
  meeting: TMeetingFacts;
  agenda: string[];
  link: string;
}): TMailContent {
  const items =
    agenda.length > 0
      ? agenda.map((doctor, index) => `${index + 1}. ${doctor}`).join('\n')
      : 'No files are on the agenda yet.';
  return {
    subject: `${stepName} meeting on ${formatDateTime(meeting.startsAt, 'MM/DD/YYYY')}: agenda and packet`,
    text:
      `Hello ${name},\n\n` +
      `The ${stepName} of ${hospitalName} meets on ${describe(meeting)}.\n\n` +
      `Agenda:\n${items}\n\n` +
      'The meeting packet holds a table of contents, then every file on the agenda. ' +
      `Sign in to DocApply to read it before the meeting: ${link}` +
      SIGNATURE,
  };
}

/** Members who were sent the packet are told when the meeting is cancelled. */
export function createMeetingCancelledMail({
  name,
  meeting,
}: {
  name: string;
  meeting: TMeetingFacts;
}): TMailContent {
  return {
    subject: `Meeting cancelled: ${formatDateTime(meeting.startsAt, 'MM/DD/YYYY')}`,
    text:
      `Hello ${name},\n\n` +
      `The meeting planned for ${describe(meeting)} has been cancelled. ` +
      'The files on its agenda will be put on a later meeting’s agenda.' +
      SIGNATURE,
  };
}
