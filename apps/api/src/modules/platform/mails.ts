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

/** `npm run accounts:create -- --platform <email>` for an account without a password yet. */
export function createPlatformAdminInviteMail({
  link,
  hours,
}: {
  link: string;
  hours: number;
}): TMailContent {
  return {
    subject: 'You are a platform administrator of DocApply',
    text:
      'Hello,\n\n' +
      'You have been made a platform administrator of DocApply: you add hospitals and invite their ' +
      'medical staff office. To start, choose your password by opening this link:\n\n' +
      `${link}\n\n` +
      `The link is valid for ${hours} hours and works once. After that, sign in with your email, your ` +
      'password and a one-time code we email you. If you were not expecting this, tell your IT department.' +
      SIGNATURE,
  };
}

/** The same for an administrator who signs in already. */
export function createPlatformAdminAccessMail({ signInUrl }: { signInUrl: string }): TMailContent {
  return {
    subject: 'You are a platform administrator of DocApply',
    text:
      'Hello,\n\n' +
      'You have been made a platform administrator of DocApply: you add hospitals and invite their ' +
      `medical staff office. Sign in as usual at ${signInUrl}\n\n` +
      'If you were not expecting this, tell your IT department.' +
      SIGNATURE,
  };
}
