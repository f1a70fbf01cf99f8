import { REQUEST_LINK_TTL_DAYS, type TRequestKind } from '@docapply/contracts';
import { DATE_DISPLAY_FORMAT, formatDateTime } from '@docapply/rules';
import type { TMailContent } from '@/core/outbox/templates';
import { createRequestSubject } from './request-mail';

type TReminderMailInput = {
  kind: TRequestKind;
  personName: string;
  doctorName: string;
  hospitalName: string;
  /** When the doctor sent the request this reminder chases. */
  sentAt: Date;
  link: string;
};

function describeAsked({ kind, doctorName, hospitalName, sentAt }: TReminderMailInput): string {
  const on = formatDateTime(sentAt, DATE_DISPLAY_FORMAT);
  switch (kind) {
    case 'reference':
      return `On ${on}, ${doctorName} asked you for a peer reference for an application to ${hospitalName}.`;
    case 'coverage':
      return (
        `On ${on}, ${doctorName} asked you to confirm that you are the covering physician named in an ` +
        `application to ${hospitalName}.`
      );
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** The automatic reminder to a person who has not answered a reference or coverage request. */
export function createReminderMail(input: TReminderMailInput): TMailContent {
  return {
    subject: `Reminder: ${createRequestSubject(input)}`,
    text:
      `Hello ${input.personName},\n\n` +
      `${describeAsked(input)} We have not received your answer yet.\n\n` +
      'Open this link to answer (no account needed):\n\n' +
      `${input.link}\n\n` +
      `The link works once and expires in ${REQUEST_LINK_TTL_DAYS} days; a link in an earlier email keeps ` +
      'working until its own expiry. The same page lets you decline if you prefer not to answer, and the ' +
      'reminders then stop.' +
      '\n\nThe DocApply team',
  };
}
