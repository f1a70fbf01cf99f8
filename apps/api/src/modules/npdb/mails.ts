import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

/** What the office is reminded of: a file before the committee, an appointment's two years, an enrolment's renewal. */
export type TNpdbReminderSection = 'decision' | 'periodic' | 'renewal';

/** One doctor's line: their name, what is due, and the application's page when there is one. */
export type TNpdbReminderLine = {
  section: TNpdbReminderSection;
  doctorName: string;
  detail: string;
  link: string | null;
};

const HEADINGS: Record<TNpdbReminderSection, string> = {
  decision: 'Applications in review or awaiting the decision without a current NPDB query:',
  periodic:
    'Appointed doctors whose last NPDB query will soon be two years old (and who have no Continuous Query enrolment):',
  renewal: 'Continuous Query enrolments to renew within 30 days:',
};

const SECTIONS: readonly TNpdbReminderSection[] = ['decision', 'periodic', 'renewal'];

/**
 * To each administrator of a hospital: the doctors whose NPDB query is due, one mail per run with
 * each doctor at most once per reminder. Names and days only: nothing of a response.
 */
export function createNpdbReminderMail({
  hospitalName,
  lines,
}: {
  hospitalName: string;
  lines: readonly TNpdbReminderLine[];
}): TMailContent {
  const blocks = SECTIONS.flatMap((section) => {
    const mine = lines.filter((line) => line.section === section);
    if (mine.length === 0) {
      return [];
    }
    const items = mine.map(
      (line) => `- ${line.doctorName}: ${line.detail}${line.link ? `\n  ${line.link}` : ''}`,
    );
    return [`${HEADINGS[section]}\n${items.join('\n')}`];
  });
  const count = lines.length;
  return {
    subject: `NPDB queries due at ${hospitalName}: ${count} ${count === 1 ? 'doctor' : 'doctors'}`,
    text:
      'Hello,\n\n' +
      `An NPDB query is due for these doctors at ${hospitalName}. Query the NPDB, then record the query ` +
      "with its response and your review on the application's NPDB card in DocApply.\n\n" +
      `${blocks.join('\n\n')}\n\n` +
      'Each of these reminders is sent once.' +
      SIGNATURE,
  };
}
