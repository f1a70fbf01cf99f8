import type { TMailContent } from '@/core/outbox/templates';

const SIGNATURE = '\n\nThe DocApply team';

/** The factor's name as the mails say it. */
export const FACTOR_NAMES = {
  totp: 'an authenticator app',
  passkey: 'a passkey',
} as const;

export function createRecoveryCodeUsedMail({
  firstName,
  codesLeft,
  securityUrl,
}: {
  firstName: string;
  codesLeft: number;
  securityUrl: string;
}): TMailContent {
  return {
    subject: 'A recovery code was used on your DocApply account',
    text:
      `Hello ${firstName},\n\n` +
      `One of your recovery codes was just used to sign in. You have ${codesLeft} left; each works once.\n\n` +
      'If this was you, you can make a new set on your Account security page. If it was not, someone ' +
      `has your password and a recovery code: change your password and make new codes now at ${securityUrl}` +
      SIGNATURE,
  };
}

export function createFactorRemovedMail({
  firstName,
  factor,
  securityUrl,
}: {
  firstName: string;
  factor: string;
  securityUrl: string;
}): TMailContent {
  return {
    subject: `${factor.charAt(0).toUpperCase()}${factor.slice(1)} was removed from your DocApply account`,
    text:
      `Hello ${firstName},\n\n` +
      `${factor.charAt(0).toUpperCase()}${factor.slice(1)} was just removed from your account. If this was you, there is nothing to do.\n\n` +
      `If it was not, change your password and check your Account security page now: ${securityUrl}` +
      SIGNATURE,
  };
}

/** The code that confirms a signature (an application's attestation), for an account without a strong factor. */
export function createStepUpCodeMail({ code, minutes }: { code: string; minutes: number }): TMailContent {
  return {
    subject: 'Your DocApply signature code',
    text:
      'Your code to confirm your signature on DocApply is:\n\n' +
      `    ${code}\n\n` +
      `It is valid for ${minutes} minutes and works once. Enter it where you sign to continue.\n\n` +
      'If you are not signing anything on DocApply, someone may be using your account: change your ' +
      'password now.' +
      SIGNATURE,
  };
}
