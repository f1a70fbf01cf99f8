/** Plain-text messages: readable in any mail client and in the server log. */
export type TMailContent = { subject: string; text: string };

const SIGNATURE = '\n\nThe DocApply team';

export function createVerifyEmailMail({
  firstName,
  link,
}: {
  firstName: string;
  link: string;
}): TMailContent {
  return {
    subject: 'Verify your DocApply email',
    text:
      `Hello ${firstName},\n\n` +
      'Thank you for creating a DocApply account. Please confirm your email address by opening this link:\n\n' +
      `${link}\n\n` +
      'The link is valid for 24 hours and works once. If you did not create an account, you can ignore this email.' +
      SIGNATURE,
  };
}

export function createSignInCodeMail({ code, minutes }: { code: string; minutes: number }): TMailContent {
  const lifetime = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return {
    subject: 'Your DocApply sign-in code',
    text:
      'Your DocApply sign-in code is:\n\n' +
      `    ${code}\n\n` +
      `It is valid for ${lifetime} and works once. Enter it on the sign-in page to continue.\n\n` +
      'If you did not try to sign in, someone may know your password. Nobody can sign in without this ' +
      'code, but please choose a new password soon.' +
      SIGNATURE,
  };
}

/** To the owner of an account whose code sign-in was blocked after `attempts` wrong codes. */
export function createSignInBlockedMail({
  attempts,
  minutes,
  resetUrl,
}: {
  attempts: number;
  minutes: number;
  resetUrl: string;
}): TMailContent {
  return {
    subject: 'Sign-in to DocApply blocked',
    text:
      `Someone entered your password correctly, then ${attempts} wrong sign-in codes. To protect your ` +
      `account, nobody can sign in to it for the next ${minutes} minutes, and the codes already sent no ` +
      'longer work.\n\n' +
      'If this was you, wait and sign in again. If it was not, someone knows your password: choose a new ' +
      `password now at ${resetUrl} (this also lifts the block).` +
      SIGNATURE,
  };
}

export function createAccountExistsMail({
  firstName,
  signInUrl,
}: {
  firstName: string;
  signInUrl: string;
}): TMailContent {
  return {
    subject: 'You already have a DocApply account',
    text:
      `Hello ${firstName},\n\n` +
      'Someone, hopefully you, tried to register a new DocApply account with this email address. ' +
      'You already have an account, so no new one was created.\n\n' +
      `To sign in, go to ${signInUrl}\n\n` +
      'If your email is not verified yet, the sign-in page lets you request a new verification link. ' +
      'If this was not you, you can ignore this email.' +
      SIGNATURE,
  };
}

export function createPasswordResetMail({
  firstName,
  link,
  minutes,
}: {
  firstName: string;
  link: string;
  minutes: number;
}): TMailContent {
  return {
    subject: 'Reset your DocApply password',
    text:
      `Hello ${firstName},\n\n` +
      'Someone, hopefully you, asked to reset the password of your DocApply account. To choose a new ' +
      'password, open this link:\n\n' +
      `${link}\n\n` +
      `The link is valid for ${minutes} minutes and works once. Choosing a new password signs you out ` +
      'everywhere. If you did not ask for this, you can ignore this email: your password stays as it is.' +
      SIGNATURE,
  };
}
