import { SUPERVISION_RELATIONSHIP_LABELS, type TSupervisionRelationship } from '@docapply/contracts';
import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

type TRequestLines = {
  physicianName: string;
  practitionerName: string;
  hospitalName: string;
  relationship: TSupervisionRelationship;
  privilegeNames: readonly string[];
};

/** The physician's request: who, which privileges, and their own link (or the portal). */
export function createSupervisionRequestMail(input: TRequestLines & { link: string }): TMailContent {
  const role = SUPERVISION_RELATIONSHIP_LABELS[input.relationship].toLowerCase();
  return {
    subject: `${input.practitionerName} named you as ${role} at ${input.hospitalName}`,
    text:
      `Hello ${input.physicianName},\n\n` +
      `${input.practitionerName} is applying for privileges at ${input.hospitalName} and named you as their ${role}. ` +
      `The agreement covers:\n${input.privilegeNames.map((name) => `- ${name}`).join('\n')}\n\n` +
      `Confirm or decline at ${input.link}\n\n` +
      'The link is yours and works once. If you have a DocApply account, you can also answer from your dashboard.' +
      SIGNATURE,
  };
}

/** The practitioner learns the physician's answer. */
export function createSupervisionAnsweredMail(input: {
  practitionerName: string;
  physicianName: string;
  hospitalName: string;
  isConfirmed: boolean;
}): TMailContent {
  const outcome = input.isConfirmed ? 'confirmed' : 'declined';
  return {
    subject: `${input.physicianName} ${outcome} your physician agreement`,
    text:
      `Hello ${input.practitionerName},\n\n` +
      `${input.physicianName} ${outcome} the supervising or collaborating agreement of your application to ${input.hospitalName}.\n\n` +
      (input.isConfirmed
        ? 'You can submit your application once the rest of it is complete.'
        : 'Name another physician, or ask them and send the request again.') +
      SIGNATURE,
  };
}

/**
 * The physician's reminder: the same request, and a link that is the same credential as the
 * first one (either works, once, until the request's expiry).
 */
export function createSupervisionReminderMail(
  input: TRequestLines & { link: string; sentOn: string; expiresOn: string },
): TMailContent {
  const role = SUPERVISION_RELATIONSHIP_LABELS[input.relationship].toLowerCase();
  return {
    subject: `Reminder: ${input.practitionerName} named you as ${role} at ${input.hospitalName}`,
    text:
      `Hello ${input.physicianName},\n\n` +
      `On ${input.sentOn}, ${input.practitionerName} named you as their ${role} for an application to ${input.hospitalName}. ` +
      `We have not received your answer yet. The agreement covers:\n${input.privilegeNames.map((name) => `- ${name}`).join('\n')}\n\n` +
      `Confirm or decline at ${input.link}\n\n` +
      `This link and the one in the earlier email open the same request: either works once, until ${input.expiresOn}. ` +
      'If you have a DocApply account, you can also answer from your dashboard.' +
      SIGNATURE,
  };
}

/** The practitioner learns the physician's link expired unanswered, and what they can do. */
export function createSupervisionExpiredMail(input: {
  practitionerName: string;
  physicianName: string;
  hospitalName: string;
  link: string;
}): TMailContent {
  return {
    subject: `${input.physicianName} did not answer your physician agreement`,
    text:
      `Hello ${input.practitionerName},\n\n` +
      `${input.physicianName} did not answer the supervising or collaborating agreement of your application to ${input.hospitalName}, and the link we sent expired.\n\n` +
      `Open your application at ${input.link} to send the request to them again, or name another physician.` +
      SIGNATURE,
  };
}
