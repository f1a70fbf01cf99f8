import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

export function createDelegateInviteMail(options: {
  firstName: string;
  doctorName: string;
  link: string;
  hours: number;
}): TMailContent {
  const { firstName, doctorName, link, hours } = options;
  return {
    subject: `${doctorName} invited you to DocApply`,
    text:
      `Hello ${firstName},\n\n` +
      `${doctorName} invited you to fill in their hospital applications on DocApply as their delegate. ` +
      'To start, choose your password by opening this link:\n\n' +
      `${link}\n\n` +
      `The link is valid for ${hours} hours and works once. After that, sign in with your email, your ` +
      'password and a one-time code we email you. If you were not expecting this, you can ignore this email.' +
      SIGNATURE,
  };
}

export function createDelegateAccessMail(options: {
  firstName: string;
  doctorName: string;
  signInUrl: string;
}): TMailContent {
  const { firstName, doctorName, signInUrl } = options;
  return {
    subject: `${doctorName} added you as their delegate on DocApply`,
    text:
      `Hello ${firstName},\n\n` +
      `${doctorName} added you as their delegate: you can now fill in their hospital applications.\n\n` +
      `Sign in at ${signInUrl}` +
      SIGNATURE,
  };
}
