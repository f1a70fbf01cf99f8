import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

function listNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function createAdminInviteMail({
  firstName,
  hospitalNames,
  link,
  hours,
}: {
  firstName: string;
  hospitalNames: string[];
  link: string;
  hours: number;
}): TMailContent {
  return {
    subject: 'You are invited to DocApply',
    text:
      `Hello ${firstName},\n\n` +
      `You have been invited to review medical staff applications for ${listNames(hospitalNames)} on DocApply. ` +
      'To start, choose your password by opening this link:\n\n' +
      `${link}\n\n` +
      `The link is valid for ${hours} hours and works once. After that, sign in with your email, your ` +
      'password and a one-time code we email you. If you were not expecting this, you can ignore this email.' +
      SIGNATURE,
  };
}

export function createAdminAccessMail({
  firstName,
  hospitalNames,
  signInUrl,
}: {
  firstName: string;
  hospitalNames: string[];
  signInUrl: string;
}): TMailContent {
  return {
    subject: 'You have access to more hospitals on DocApply',
    text:
      `Hello ${firstName},\n\n` +
      `You can now review medical staff applications for ${listNames(hospitalNames)} on DocApply.\n\n` +
      `Sign in at ${signInUrl}` +
      SIGNATURE,
  };
}
