import { z } from 'zod';

/** Sign-in activity (issue 39): the signed-in account's sessions, and signing them out. */

export const SIGN_IN_ACTIVITY_MESSAGES = {
  sessionEnded: 'That session is signed out.',
  signedOutEverywhere: 'You are signed out everywhere. Sign in again to continue.',
  notFound: 'Session not found',
} as const;

/**
 * How a session ended: signed out on its own device, from another session, everywhere at once,
 * by reaching its time limit, or by the account's password changing or its access being removed.
 */
export const SESSION_ENDINGS = [
  'signed-out',
  'signed-out-elsewhere',
  'signed-out-everywhere',
  'expired',
  'ended',
] as const;
export type TSessionEnding = (typeof SESSION_ENDINGS)[number];

export const ZSignInSession = z.object({
  id: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The browser and system from the user agent, e.g. "Chrome 131", "macOS 14"; null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  /** 'password' (password and emailed code), 'sso', 'passkey', 'totp', or a newer one. */
  method: z.string(),
  /** The session this request was made with. */
  isCurrent: z.boolean(),
  isActive: z.boolean(),
  endedAt: z.string().nullable(),
  endedHow: z.enum(SESSION_ENDINGS).nullable(),
});
export type TSignInSession = z.infer<typeof ZSignInSession>;
export const ZSignInSessionList = z.object({ data: z.array(ZSignInSession) });
export type TSignInSessionList = z.infer<typeof ZSignInSessionList>;

export const ZEndSessionResponse = z.object({ session: ZSignInSession, message: z.string() });
export type TEndSessionResponse = z.infer<typeof ZEndSessionResponse>;
