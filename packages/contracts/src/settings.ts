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
 * The runtime configuration each site loads from `<base>/app-config.json` before rendering.
 * Written with zod's mini build: each site checks it before its first render, and pages without
 * a form (the landing page, the dashboard) need nothing else of zod; the full build would add
 * some 20 KiB (gzip) to them.
 */
export const ZSiteConfig = zm.object({
  apiBaseUrl: zm.string(),
  adminUrl: zm.string(),
  doctorUrl: zm.string(),
  httpTimeoutMs: zm.int().check(zm.minimum(0)),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
