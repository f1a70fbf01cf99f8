import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

/** A new account added to a step of a hospital's decision route: set a password to sign in. */
export function createMemberInviteMail({
  hospitalName,
  link,
  hours,
}: {
  hospitalName: string;
  link: string;
  hours: number;
}): TMailContent {
  return {
    subject: `You have been added to ${hospitalName}'s privileging committees on DocApply`,
    text:
      `Hello,\n\n${hospitalName}'s medical staff office added you to a step of its privileging decisions ` +
      `(a department, a committee or the board). Set your password to sign in and read the files ` +
      `waiting for you:\n\n${link}\n\nThis link works for ${hours} hours.` +
      SIGNATURE,
  };
}

/** An existing account added to a step. */
export function createMemberAddedMail({
  firstName,
  hospitalName,
  link,
}: {
  firstName: string;
  hospitalName: string;
  link: string;
}): TMailContent {
  return {
    subject: `You now sit on a step of ${hospitalName}'s privileging decisions`,
    text:
      `Hello ${firstName},\n\n${hospitalName}'s medical staff office added you to a step of its ` +
      `privileging decisions. Sign in to see the files waiting for you:\n\n${link}` +
      SIGNATURE,
  };
}

/** A file reached the member's step. */
export function createFileAtStepMail({
  firstName,
  hospitalName,
  stepName,
  doctorName,
  link,
}: {
  firstName: string;
  hospitalName: string;
  stepName: string;
  doctorName: string;
  link: string;
}): TMailContent {
  return {
    subject: `${hospitalName}: ${doctorName}'s file is ready for ${stepName}`,
    text:
      `Hello ${firstName},\n\n${doctorName}'s application for privileges at ${hospitalName} is now ` +
      `with ${stepName}. Read the file and the earlier recommendations:\n\n${link}` +
      SIGNATURE,
  };
}

/** Electronic voting opened on a committee's proposed recommendation. */
export function createVoteOpenedMail({
  firstName,
  stepName,
  doctorName,
  closesOn,
  link,
}: {
  firstName: string;
  stepName: string;
  doctorName: string;
  closesOn: string;
  link: string;
}): TMailContent {
  return {
    subject: `Vote by ${closesOn}: ${doctorName}'s privileges (${stepName})`,
    text:
      `Hello ${firstName},\n\n${stepName} votes electronically on its recommendation for ` +
      `${doctorName}'s privileges. Voting closes at the end of ${closesOn}. Read the file and vote:\n\n${link}` +
      SIGNATURE,
  };
}

/** The doctor learns the board's decision; the letter follows from the office. */
export function createDecidedMail({
  firstName,
  hospitalName,
  statusName,
  link,
}: {
  firstName: string;
  hospitalName: string;
  statusName: string;
  link: string;
}): TMailContent {
  return {
    subject: `Your application to ${hospitalName}: ${statusName}`,
    text:
      `Hello ${firstName},\n\n${hospitalName} has decided on your application: ${statusName}. ` +
      `The medical staff office will send you the decision letter, with the privileges granted and ` +
      `any conditions.\n\nSee your application at ${link}` +
      SIGNATURE,
  };
}
