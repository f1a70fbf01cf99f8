import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

/** The reappointment invitation: sent once per appointment, `leadDays` before it ends. */
export function createReappointmentInvitationMail({
  firstName,
  hospitalName,
  endsOn,
  approvedOn,
  link,
}: {
  firstName: string;
  hospitalName: string;
  /** MM/DD/YYYY */
  endsOn: string;
  approvedOn: string;
  link: string;
}): TMailContent {
  return {
    subject: `Apply for reappointment at ${hospitalName}`,
    text:
      `Hello ${firstName},\n\n` +
      `Your appointment to the medical staff of ${hospitalName} ends on ${endsOn}. ` +
      'To keep your privileges after that day, apply for reappointment before then.\n\n' +
      `Your reappointment application is prefilled from the application approved on ${approvedOn}: ` +
      'every answer and every document that is still valid. Change only what has changed since, ' +
      'upload any document that has expired, and ask your references again.\n\n' +
      `Start from your dashboard: ${link}` +
      SIGNATURE,
  };
}
