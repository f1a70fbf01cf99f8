import { z } from 'zod';
import * as zm from 'zod/mini';

/** Settings any visitor may read (legal links, code lifetime). */
export const ZPublicSettings = z.object({
  otpMinutes: z.number().int(),
  legal: z.record(z.string(), z.string()),
  minReferences: z.number().int(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

/**
 * The runtime configuration each site loads from `<base>/app-config.json` before rendering. The
 * API checks it with this schema before serving it; the sites check only its fields' kinds
 * (packages/ui config/site-config.ts), so that pages without a form carry no zod.
 */
export const ZSiteConfig = zm.object({
  apiBaseUrl: zm.string(),
  adminUrl: zm.string(),
  doctorUrl: zm.string(),
  httpTimeoutMs: zm.int().check(zm.minimum(0)),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
