import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';
import { ZPasskeySite, ZRecoveryCode, ZTotpCode } from './factors';

/** How long a proven step-up (and an emailed step-up code) stays good. */
export const STEP_UP_MINUTES = 5;

/** Texts of the fresh second factor a signature needs. */
export const STEP_UP_MESSAGES = {
  required: 'Confirm it is you before you sign: enter a code or use your passkey.',
  confirmed: 'Thank you. You can sign now.',
  codeSent: 'We emailed you a 6-digit code.',
  emailCodeInvalid: 'This code is not right, or it has expired. Ask for a new one.',
  useStrongFactor: 'Use your passkey, your authenticator app or a recovery code.',
} as const;

const ZEmailCode = z
  .string({ error: MESSAGES.required })
  .regex(/^\d{6}$/, 'Enter the 6-digit code we emailed you');

/** POST /account/step-up: the proof, by method. */
/** Read in two steps, as the sign-in's factor (factors.ts: ZSignInFactorRequest). */
export const ZStepUpRequest = z
  .strictObject({
    method: z.enum(['totp', 'recovery-code', 'email-code', 'passkey']),
    code: z.string().max(40).optional(),
    site: ZPasskeySite.optional(),
    response: z.record(z.string(), z.unknown()).optional(),
  })
  .pipe(
    z.discriminatedUnion('method', [
      z.strictObject({ method: z.literal('totp'), code: ZTotpCode }),
      z.strictObject({ method: z.literal('recovery-code'), code: ZRecoveryCode }),
      z.strictObject({ method: z.literal('email-code'), code: ZEmailCode }),
      z.strictObject({
        method: z.literal('passkey'),
        site: ZPasskeySite,
        response: z.record(z.string(), z.unknown()),
      }),
    ]),
  );
export type TStepUpRequest = z.infer<typeof ZStepUpRequest>;

export const ZStepUp = z.object({ message: z.string(), expiresAt: z.string() });
export type TStepUp = z.infer<typeof ZStepUp>;
