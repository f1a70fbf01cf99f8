/** Texts of the auth contract (common brief), in one place. */
export const AUTH_MESSAGES = {
  registered: 'Thank you for registering. Check your email for a link to verify your address.',
  resent: 'If this email belongs to an account that still needs verification, we have sent a new link.',
  verified: 'Your email is verified. You can sign in now.',
  tokenInvalid: 'This verification link is invalid or has already been used.',
  tokenExpired: 'This verification link has expired. Request a new one.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many attempts. Try again in a few minutes.',
  codeSent: 'We sent a 6-digit code to your email.',
  codeInvalid: 'Invalid code',
  codeExpired: 'This code has expired. Request a new one.',
  signInAgain: 'Your sign-in has timed out. Please sign in again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  loggedOut: 'You have been signed out.',
  setPasswordInvalid:
    'This set-password link is invalid or has already been used. Ask your platform administrator for a new invitation.',
  setPasswordExpired:
    'This set-password link has expired. Ask your platform administrator for a new invitation.',
  passwordSet: 'Your password is set. You can sign in now.',
  resetRequested:
    'If an account uses this email, we have sent it a link to choose a new password. The link works once, within 30 minutes.',
  resetInvalid: 'This password reset link is invalid or has already been used. Request a new one.',
  resetExpired: 'This password reset link has expired. Request a new one.',
  passwordReset: 'Your password has been changed. Sign in with your new password.',
  passwordSignInOff: (provider: string) =>
    `Your hospital has turned off password sign-in. Use "Sign in with ${provider}" instead.`,
  factorNeeded: 'Confirm it is you with your passkey or authenticator app.',
  factorRequired:
    'Your organisation requires a passkey or an authenticator app. Set one up on the Account security page to continue.',
  emailCodeNotAccepted:
    'Your organisation requires a passkey or an authenticator app to sign in. An emailed code is not enough.',
} as const;
