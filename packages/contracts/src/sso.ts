import { z } from 'zod';
import { MESSAGES, isValidEmail } from '@docapply/rules';
import { ZEmail, ZSession, ZVerifyUserResponse } from './auth';

/** Single sign-on for a hospital's staff (issue 39): its OpenID Connect provider and the sign-in. */

export const SSO_DEFAULT_GROUP_CLAIM = 'groups';

const ZText = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(max, `At most ${max} characters`);

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** What the admin types, one or several domains (commas, spaces or new lines between them). */
export const ZEmailDomains = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(DOMAIN, 'Enter domains like hospital.org')
      // The spec's email rule (a 2-3 letter ending) is every form's: staff of a domain it refuses
      // could be let in here and still never type their address.
      .refine(
        (domain) => isValidEmail(`staff@${domain}`),
        'DocApply accepts email addresses ending in 2 or 3 letters (like hospital.org); this domain cannot be used',
      ),
  )
  .min(1, 'Enter at least one email domain')
  .max(20, 'At most 20 domains');

/** The issuer: https, or http on this machine only (a provider run for a test or a trial). */
export const ZIssuerUrl = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(500)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
    } catch {
      return false;
    }
  }, 'Enter the issuer URL, starting with https://');

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** GET /admin/hospitals/{hospitalId}/sso: never the client secret, only whether one is stored. */
export const ZSsoSettings = z.object({
  isConfigured: z.boolean(),
  displayName: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  hasClientSecret: z.boolean(),
  allowedDomains: z.array(z.string()),
  groupClaim: z.string(),
  adminValue: z.string(),
  isPasswordSignInAllowed: z.boolean(),
  /** What to register at the provider as the redirect URI. */
  redirectUri: z.string(),
  /** The hospital's own start link, to bookmark or put on an intranet. */
  startUrl: z.string(),
});
export type TSsoSettings = z.infer<typeof ZSsoSettings>;

/** PUT /admin/hospitals/{hospitalId}/sso: an empty client secret keeps the stored one. */
export const ZSsoSettingsUpdate = z.strictObject({
  displayName: ZText(60),
  issuer: ZIssuerUrl,
  clientId: ZText(300),
  clientSecret: z.string().trim().max(2000).default(''),
  allowedDomains: ZEmailDomains,
  groupClaim: ZText(100).default(SSO_DEFAULT_GROUP_CLAIM),
  adminValue: ZText(300),
  isPasswordSignInAllowed: z.boolean(),
});
export type TSsoSettingsUpdate = z.input<typeof ZSsoSettingsUpdate>;

/** POST /admin/hospitals/{hospitalId}/sso/test: fetches the issuer's discovery document. */
export const ZSsoConnectionTest = z.strictObject({ issuer: ZIssuerUrl });
export const ZSsoConnectionResult = z.object({ message: z.string() });

/** POST /sso/discover: the work email whose domain names the hospital. */
export const ZSsoDiscoverRequest = z.strictObject({ email: ZEmail });
export const ZSsoDiscoverResponse = z.object({ displayName: z.string(), startUrl: z.string() });
export type TSsoDiscoverResponse = z.infer<typeof ZSsoDiscoverResponse>;

/** POST /sso/session: the callback's ticket, exchanged once for the usual session. */
export const ZSsoTicketRequest = z.strictObject({ ticket: z.string().min(1).max(200) });
/**
 * The ticket's answer: the session, or, when the account's hospital or the platform requires a
 * passkey or an authenticator app and the account has one, the sign-in's step 2 (as after a
 * password), with the account's address.
 */
export const ZSsoSessionResult = z.union([ZSession, ZVerifyUserResponse.extend({ email: z.string() })]);
export type TSsoSessionResult = z.infer<typeof ZSsoSessionResult>;

/**
 * Why a single sign-on was refused: the callback sends the admin site one of these codes (never
 * a message of its own in the URL), and the site shows its text.
 */
export const SSO_REFUSALS = {
  'not-configured': 'Single sign-on is not set up for this hospital.',
  unreachable:
    "We could not reach your hospital's sign-in service. Try again in a few minutes, or tell your DocApply administrator.",
  misconfigured:
    "Your hospital's single sign-on is not set up correctly. Tell your DocApply administrator (Test connection shows what is wrong).",
  expired: 'This sign-in has expired or was already used. Start again.',
  'not-confirmed':
    "Your hospital's sign-in service did not confirm who you are. Start again, or tell your DocApply administrator.",
  'no-email': "Your hospital's sign-in service did not give us a verified email address.",
  'email-domain': "Your email address is not one of the domains this hospital's single sign-on accepts.",
  'not-admin':
    'Your hospital account is not in the group that gives access to DocApply. Ask your IT team to add you.',
  'not-admin-account':
    'This email belongs to a DocApply account that is not an administrator’s. Ask your platform administrator.',
  disabled: 'This DocApply account is disabled. Ask your platform administrator.',
} as const;
export type TSsoRefusal = keyof typeof SSO_REFUSALS;

export function isSsoRefusal(value: string): value is TSsoRefusal {
  return Object.hasOwn(SSO_REFUSALS, value);
}
