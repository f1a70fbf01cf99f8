import { REQUEST_LINK_TTL_DAYS, type TRequestKind } from '@docapply/contracts';
import type { TMailContent } from '@/core/outbox/templates';

type TRequestMailInput = {
  kind: TRequestKind;
  personName: string;
  doctorName: string;
  hospitalName: string;
  link: string;
};

export function createRequestSubject({ kind, doctorName, hospitalName }: TRequestMailInput): string {
  switch (kind) {
    case 'reference':
      return `${doctorName} asked you for a reference for ${hospitalName}`;
    case 'coverage':
      return `${doctorName} asked you to be the covering physician for ${hospitalName}`;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

function describeAsk({ kind, doctorName, hospitalName }: TRequestMailInput): string {
  switch (kind) {
    case 'reference':
      return (
        `${doctorName} is applying for medical staff membership and clinical privileges at ${hospitalName} ` +
        `and has named you as a peer reference. ${hospitalName} asks you to answer a short reference form ` +
        `about ${doctorName}'s clinical competence and professional conduct.`
      );
    case 'coverage':
      return (
        `${doctorName} is applying for medical staff membership and clinical privileges at ${hospitalName} ` +
        `and has named you as the covering physician: the colleague who looks after ${doctorName}'s ` +
        `patients when ${doctorName} is unavailable. ${hospitalName} asks you to confirm this on a short form.`
      );
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** The reference / coverage request email: who asks, for what, where, and the short link. */
export function createRequestMail(input: TRequestMailInput): TMailContent {
  return {
    subject: createRequestSubject(input),
    text:
      `Hello ${input.personName},\n\n` +
      `${describeAsk(input)}\n\n` +
      'Open this link to answer (no account needed):\n\n' +
      `${input.link}\n\n` +
      `The link works once and expires in ${REQUEST_LINK_TTL_DAYS} days. The same page lets you decline ` +
      `if you prefer not to answer. If you do not know ${input.doctorName}, you can ignore this email.` +
      '\n\nThe DocApply team',
  };
}
