import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

type TParties = {
  firstName: string;
  hospitalName: string;
  /** The privileges' names, one a line. */
  privilegeNames: string[];
  link: string;
};

/** The practitioner learns which privileges are suspended, from now, and what the office chose to say. */
export function createSuspendedMail({
  firstName,
  hospitalName,
  privilegeNames,
  practitionerNote,
  link,
}: TParties & { practitionerNote: string | null }): TMailContent {
  return {
    subject: `Privileges suspended at ${hospitalName}`,
    text:
      `Hello ${firstName},\n\n` +
      `The medical staff office of ${hospitalName} has suspended these privileges, effective immediately:\n\n` +
      privilegeNames.map((name) => `- ${name}`).join('\n') +
      '\n\nYou may not exercise them until they are reinstated.' +
      (practitionerNote ? `\n\nThe office's note: ${practitionerNote}` : '') +
      `\n\nSee your appointment at ${link}` +
      SIGNATURE,
  };
}

/** The practitioner learns a suspended privilege is theirs to exercise again. */
export function createReinstatedMail({
  firstName,
  hospitalName,
  privilegeNames,
  link,
}: TParties): TMailContent {
  return {
    subject: `Privileges reinstated at ${hospitalName}`,
    text:
      `Hello ${firstName},\n\n` +
      `The medical staff office of ${hospitalName} has reinstated these privileges, effective immediately:\n\n` +
      privilegeNames.map((name) => `- ${name}`).join('\n') +
      `\n\nSee your appointment at ${link}` +
      SIGNATURE,
  };
}
