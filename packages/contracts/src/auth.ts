import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  isStoredPhone,
  isValidEmail,
  validatePasswordLength,
} from '@docapply/rules';
import { ZForm } from './forms';
import { ZUser } from './user';

export const ZEmail = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(EMAIL_MAX_LENGTH, MESSAGES.invalidEmail)
  .refine(isValidEmail, MESSAGES.invalidEmail);
const ZName = z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(100);
const ZPassword = z
  .string({ error: MESSAGES.required })
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((v, ctx) => {
    const message = v.length === 0 ? MESSAGES.required : validatePasswordLength(v);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
    }
  });

export const ZRegisterRequest = z
  .strictObject({
    firstName: ZName,
    lastName: ZName,
    email: ZEmail,
    phone: z.string({ error: MESSAGES.required }).refine(isStoredPhone, MESSAGES.invalidPhone),
    password: ZPassword,
    confirmPassword: z.string({ error: MESSAGES.required }).max(PASSWORD_MAX_LENGTH),
    terms: z.literal('true', { error: 'You must agree to the terms and conditions' }),
    /** "I am a": a practitioner_types code (issue 42); physician when left out. */
    practitionerType: z.string().trim().max(40).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordMismatch,
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZMessageResult = z.object({ message: z.string() });

export const ZRegisterResponse = z.object({ message: z.string(), email: z.string() });

export const ZEmailVerifyRequest = z.strictObject({ token: z.string().min(1).max(2048) });
export type TEmailVerifyRequest = z.infer<typeof ZEmailVerifyRequest>;
export const ZEmailVerifyResponse = z.object({ message: z.string(), email: z.string() });
export const ZResendVerificationRequest = z.strictObject({ email: ZEmail });
export type TResendVerificationRequest = z.infer<typeof ZResendVerificationRequest>;

/** The sites a password-reset link can open; the request names the one the person is on. */
export const PASSWORD_RESET_SITES = ['portal', 'admin'] as const;
export type TPasswordResetSite = (typeof PASSWORD_RESET_SITES)[number];
/** POST /auth/password/forgot: always the same answer, whether or not the email has an account. */
export const ZForgotPasswordRequest = z.strictObject({
  email: ZEmail,
  site: z.enum(PASSWORD_RESET_SITES).optional(),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;
/** The form asks only for the email; the site is the page's own. */
export const ZForgotPasswordForm = ZForgotPasswordRequest.pick({ email: true });
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordForm>;
/** POST /auth/password/reset: the emailed link's token and the new password (registration's rules). */
export const ZResetPasswordRequest = z.strictObject({
  token: z.string().min(1).max(2048),
  password: ZPassword,
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;
export const ZResetPasswordResponse = z.object({ message: z.string(), email: z.string() });
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

export const ZVerifyUserRequest = z.strictObject({
  email: ZEmail,
  password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(PASSWORD_MAX_LENGTH),
});
export type TVerifyUserRequest = z.infer<typeof ZVerifyUserRequest>;
/** A code was emailed: `challenge` identifies this sign-in attempt for /auth/otp. */
/** What step 2 may ask an account for (told only after its password was right). */
export const ZSignInFactors = z.object({
  totp: z.boolean(),
  passkey: z.boolean(),
  recoveryCode: z.boolean(),
  /** False when the account's organisation requires a passkey or an authenticator app it has. */
  emailCode: z.boolean(),
});
export type TSignInFactors = z.infer<typeof ZSignInFactors>;

export const ZVerifyUserResponse = z.object({
  message: z.string(),
  challenge: z.string(),
  expiresAt: z.string(),
  /** The emailed code's lifetime; 0 when no code was sent. */
  otpMinutes: z.number(),
  /** False for an account with a passkey or an authenticator app: it asks for a code if it wants one. */
  isCodeSent: z.boolean(),
  factors: ZSignInFactors,
});
export type TVerifyUserResponse = z.infer<typeof ZVerifyUserResponse>;

export const ZOtpRequest = z.strictObject({
  challenge: z.string().min(1).max(2048),
  code: z.string({ error: MESSAGES.required }).regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type TOtpRequest = z.infer<typeof ZOtpRequest>;
export const ZOtpResendRequest = z.strictObject({ challenge: z.string().min(1).max(2048) });
export type TOtpResendRequest = z.infer<typeof ZOtpResendRequest>;

export const ZSession = z.object({
  token: z.string(),
  user: ZUser,
  /** The session may only set up a passkey or an authenticator app (its organisation requires one). */
  isEnrolOnly: z.boolean().optional(),
});
export type TSession = z.infer<typeof ZSession>;

export const ZExtractValuesRequest = z.strictObject({ token: z.string().min(1).max(2048) });
export type TExtractValuesRequest = z.infer<typeof ZExtractValuesRequest>;
/** Email-verify links give `email`; reference/coverage links give the rest (ZRequestLinkValues). */
export const ZExtractValuesResponse = z.object({
  purpose: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
  hospital: z.object({ id: z.string(), name: z.string() }).optional(),
  doctorName: z.string().optional(),
  personName: z.string().optional(),
  /** A reference/coverage request's state: `completed` or `declined` come with `answeredAt`, no form. */
  state: z.string().optional(),
  answeredAt: z.string().optional(),
  form: ZForm.optional(),
});
export type TExtractValuesResponse = z.infer<typeof ZExtractValuesResponse>;
