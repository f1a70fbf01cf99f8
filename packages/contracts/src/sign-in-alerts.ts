import { z } from 'zod';

/** Failed-sign-in alerts (issue 39): what the platform administrator watches, from the audit trail. */

/** The windows the page offers, in hours. */
export const SIGN_IN_ALERT_WINDOWS = [1, 24, 168] as const;

/**
 * What is worth attention. Within the alert job's hour, crossing one of these mails the platform
 * administrators (at most once an hour per account or address); the page lists them over its window.
 */
export const SIGN_IN_ALERT_THRESHOLDS = {
  /** Wrong passwords at one account (from any address). */
  accountFailures: 10,
  /** Distinct accounts one address tried wrong passwords at. */
  addressAccounts: 5,
  /** Wrong passwords from one address (its own throttle stops it at 20 in 15 minutes). */
  addressFailures: 20,
} as const;

export const ZSignInAlertsQuery = z.strictObject({
  hours: z.coerce
    .number()
    .int()
    .refine((hours) => (SIGN_IN_ALERT_WINDOWS as readonly number[]).includes(hours), {
      message: 'Choose 1, 24 or 168 hours',
    })
    .default(24),
});
export type TSignInAlertsQuery = z.input<typeof ZSignInAlertsQuery>;

/** An email that many wrong passwords were tried at; `hasAccount` false when no account uses it. */
export const ZFailedAccountAlert = z.object({
  email: z.string(),
  hasAccount: z.boolean(),
  failures: z.number(),
  addresses: z.number(),
  lastAt: z.string(),
});
export type TFailedAccountAlert = z.infer<typeof ZFailedAccountAlert>;

/** An account whose code sign-in was blocked after wrong codes (its password was right). */
export const ZBlockedAccountAlert = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  blockedAt: z.string(),
});
export type TBlockedAccountAlert = z.infer<typeof ZBlockedAccountAlert>;

/** An address that tried wrong passwords at many accounts, or many times. */
export const ZAddressAlert = z.object({
  ip: z.string(),
  accounts: z.number(),
  failures: z.number(),
  lastAt: z.string(),
});
export type TAddressAlert = z.infer<typeof ZAddressAlert>;

export const ZSignInAlerts = z.object({
  hours: z.number(),
  since: z.string(),
  accounts: z.array(ZFailedAccountAlert),
  blocked: z.array(ZBlockedAccountAlert),
  addresses: z.array(ZAddressAlert),
});
export type TSignInAlerts = z.infer<typeof ZSignInAlerts>;
