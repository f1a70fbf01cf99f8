import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

type TGrantMailInput = {
  firstName: string;
  hospitalName: string;
  /** The privileges' names, one a line. */
  privilegeNames: string[];
  /** MM/DD/YYYY */
  startsOn: string;
  endsOn: string;
  link: string;
};

/** The doctor learns what they may do meanwhile, from when and until when. */
export function createGrantedMail({
  firstName,
  hospitalName,
  privilegeNames,
  startsOn,
  endsOn,
  link,
}: TGrantMailInput): TMailContent {
  return {
    subject: `Temporary privileges at ${hospitalName}`,
    text:
      `Hello ${firstName},\n\n` +
      `${hospitalName} has granted you temporary privileges from ${startsOn} to ${endsOn}, both days included:\n\n` +
      privilegeNames.map((name) => `- ${name}`).join('\n') +
      '\n\nThey end on that day, or earlier when the decision on your application is made.\n\n' +
      `See your application at ${link}` +
      SIGNATURE,
  };
}

/**
 * Why the privileges ended, as the doctor reads it: past their last day, the decision (the system's
 * own words), or the office (its reason is internal, like the grant's).
 */
export type TEndedHow =
  { kind: 'expired'; endsOn: string } | { kind: 'decided'; reason: string } | { kind: 'office' };

function describeEnd(hospitalName: string, how: TEndedHow): string {
  switch (how.kind) {
    case 'expired':
      return `Your temporary privileges at ${hospitalName} ended after their last day, ${how.endsOn}.`;
    case 'decided':
      return `Your temporary privileges at ${hospitalName} have ended: ${how.reason.charAt(0).toLowerCase()}${how.reason.slice(1)}.`;
    case 'office':
      return `The medical staff office of ${hospitalName} has ended your temporary privileges.`;
    default: {
      const never: never = how;
      return never;
    }
  }
}

/** The doctor learns that the temporary privileges no longer apply, and why. */
export function createEndedMail({
  firstName,
  hospitalName,
  how,
  link,
}: {
  firstName: string;
  hospitalName: string;
  how: TEndedHow;
  link: string;
}): TMailContent {
  return {
    subject: `Your temporary privileges at ${hospitalName} have ended`,
    text:
      `Hello ${firstName},\n\n${describeEnd(hospitalName, how)}\n\nSee your application at ${link}` +
      SIGNATURE,
  };
}
