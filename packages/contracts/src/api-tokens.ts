import { z } from 'zod';
import { MESSAGES } from '@docapply/rules';

/**
 * A hospital's API tokens (issue 42): what its other systems (the EHR, the OR schedule, a payer
 * directory) read DocApply with, each scoped, revocable and shown once.
 */

/** What a token may read: the FHIR export, the privileges feed. */
export const API_TOKEN_SCOPES = ['fhir:read', 'privileges:read'] as const;
export const ZApiTokenScope = z.enum(API_TOKEN_SCOPES);
export type TApiTokenScope = z.infer<typeof ZApiTokenScope>;

export const API_TOKEN_SCOPE_LABELS: Record<TApiTokenScope, string> = {
  'fhir:read': 'FHIR export (practitioners, roles, verifications)',
  'privileges:read': 'Privileges feed (CSV and JSON)',
};

/** The header a client sends: `Authorization: Bearer dak_…`. */
export const API_TOKEN_PREFIX = 'dak_';

export const ZApiTokenCreate = z.strictObject({
  name: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(100, 'At most 100 characters'),
  scopes: z
    .array(ZApiTokenScope, { error: 'Choose at least one scope' })
    .min(1, 'Choose at least one scope')
    .max(API_TOKEN_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once'),
  /** Optional end of the token's life: a date in the future (YYYY-MM-DD), at the day's end UTC. */
  expiresOn: z.iso.date({ error: 'Enter a date' }).nullish(),
});
export type TApiTokenCreate = z.infer<typeof ZApiTokenCreate>;

/** A token as listed: never its secret, only the first characters that tell it apart. */
export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(ZApiTokenScope),
  /** The token's first characters (`dak_AbCd1234`), as the client's configuration shows it. */
  prefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

/** POST answer: the token itself, shown this once. */
export const ZApiTokenCreated = z.object({ token: z.string(), apiToken: ZApiToken });
export type TApiTokenCreated = z.infer<typeof ZApiTokenCreated>;

/** GET /api-token with the token itself: whose it is and what it may read (a client's connection test). */
export const ZApiTokenInfo = z.object({
  hospital: z.object({ id: z.string(), name: z.string() }),
  name: z.string(),
  scopes: z.array(ZApiTokenScope),
  expiresAt: z.string().nullable(),
});
export type TApiTokenInfo = z.infer<typeof ZApiTokenInfo>;

export const ZApiTokenParams = z.strictObject({
  hospitalId: z.string().min(1).max(100),
  tokenId: z.string().min(1).max(100),
});

export const API_TOKEN_MESSAGES = {
  missing: 'Send an API token in the Authorization header: Bearer dak_…',
  invalid: 'This API token is not valid: it may have been revoked or have expired',
  scope: (scope: TApiTokenScope) => `This API token may not read this: it needs the ${scope} scope`,
  notFound: 'API token not found',
  pastExpiry: 'Choose a date after today',
} as const;
