import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { ZSession } from './auth';

/** Texts of second factors (authenticator apps, passkeys, recovery codes), in one place. */
export const FACTOR_MESSAGES = {
  totpAdded: 'Your authenticator app is set up.',
  totpRemoved: 'Your authenticator app is removed.',
  totpExists: 'You already have an authenticator app. Remove it before you set up another.',
  totpNotStarted: 'Start the set-up again: scan a new QR code.',
  codeInvalid: 'This code is not right. Enter the code your authenticator app shows now.',
  recoveryInvalid: 'This recovery code is not right, or it has been used.',
  proofNeeded: 'Enter your password or a code from your authenticator app.',
  proofInvalid: 'This password or code is not right.',
  recoveryNeedsFactor: 'Set up a passkey or an authenticator app first; recovery codes stand in for them.',
  recoveryCodesCreated: 'Your new recovery codes are ready. The old ones no longer work.',
  passkeyAdded: 'Your passkey is added.',
  passkeyRemoved: 'Your passkey is removed.',
  passkeyFailed: 'Your passkey could not be checked. Try again.',
  passkeyNotFound: 'This passkey was not found.',
  lastStrongFactor:
    'Your organisation requires a passkey or an authenticator app. Add another before you remove this one.',
} as const;

export const ZTotpCode = z
  .string({ error: MESSAGES.required })
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');

/** A recovery code as its owner types it: letters and digits, dashes and spaces ignored. */
export const ZRecoveryCode = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(40, 'Enter a recovery code from your list');

/** Proves it is the owner before a factor is removed or recovery codes replaced. */
export const ZFactorProof = z
  .strictObject({
    password: z.string().max(200).optional(),
    /** A code of the authenticator app, or a recovery code. */
    code: z.string().trim().max(40).optional(),
  })
  .refine((proof) => Boolean(proof.password || proof.code), {
    message: FACTOR_MESSAGES.proofNeeded,
    path: ['password'],
  });
export type TFactorProof = z.infer<typeof ZFactorProof>;

export const ZPasskeyView = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TPasskeyView = z.infer<typeof ZPasskeyView>;

/** The Account security page. */
export const ZSecurityView = z.object({
  totp: z.object({ addedAt: z.string() }).nullable(),
  passkeys: z.array(ZPasskeyView),
  recoveryCodesLeft: z.number().int(),
  /** The account's organisation requires a passkey or an authenticator app. */
  isStrongRequired: z.boolean(),
});
export type TSecurityView = z.infer<typeof ZSecurityView>;

export const ZTotpSetup = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code: an SVG data URL. */
  qrCode: z.string(),
});
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

export const ZTotpConfirmRequest = z.strictObject({ code: ZTotpCode });
export type TTotpConfirmRequest = z.infer<typeof ZTotpConfirmRequest>;

/**
 * A factor was added: recovery codes when the account had none (shown once), and a new session
 * when the one in use could only set up a factor.
 */
export const ZFactorAdded = z.object({
  message: z.string(),
  recoveryCodes: z.array(z.string()),
  session: ZSession.optional(),
});
export type TFactorAdded = z.infer<typeof ZFactorAdded>;

export const ZRecoveryCodes = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** Step 2 of the sign-in with an authenticator app's code or a recovery code. */
/**
 * Read in two steps, as the step-up's proof: every field the request may carry (so an unknown field
 * is named, among other mistakes, where a union on `method` stopped at a missing method), then the
 * method's own.
 */
export const ZSignInFactorRequest = z
  .strictObject({
    challenge: z.string().min(1).max(2048),
    method: z.enum(['totp', 'recovery-code']),
    code: z.string({ error: MESSAGES.required }).max(40),
  })
  .pipe(
    z.discriminatedUnion('method', [
      z.strictObject({ challenge: z.string(), method: z.literal('totp'), code: ZTotpCode }),
      z.strictObject({ challenge: z.string(), method: z.literal('recovery-code'), code: ZRecoveryCode }),
    ]),
  );
export type TSignInFactorRequest = z.infer<typeof ZSignInFactorRequest>;

/** Which site asks: a passkey belongs to the site's host (DOCTOR_URL or ADMIN_URL). */
export const ZPasskeySite = z.enum(['portal', 'admin']);
export type TPasskeySite = z.infer<typeof ZPasskeySite>;

/** What the browser's WebAuthn call answered, passed through to the server's check. */
const ZWebAuthnResponse = z.record(z.string(), z.unknown());

export const ZPasskeyOptionsRequest = z.strictObject({ site: ZPasskeySite });
/** Options for navigator.credentials (SimpleWebAuthn's JSON form). */
export const ZPasskeyOptions = z.object({ options: z.record(z.string(), z.unknown()) });
export type TPasskeyOptions = z.infer<typeof ZPasskeyOptions>;

export const ZPasskeyAddRequest = z.strictObject({
  site: ZPasskeySite,
  name: z.string().trim().min(1, MESSAGES.required).max(60, 'Use 60 characters or fewer'),
  response: ZWebAuthnResponse,
});
export type TPasskeyAddRequest = z.infer<typeof ZPasskeyAddRequest>;

export const ZPasskeySignInOptionsRequest = z.strictObject({
  challenge: z.string().min(1).max(2048),
  site: ZPasskeySite,
});
export const ZPasskeySignInRequest = z.strictObject({
  challenge: z.string().min(1).max(2048),
  site: ZPasskeySite,
  response: ZWebAuthnResponse,
});
export type TPasskeySignInRequest = z.infer<typeof ZPasskeySignInRequest>;
