import { z } from 'zod';

/** Settings any visitor may read (legal links, code lifetime). */
export const ZPublicSettings = z.object({
  otpMinutes: z.number().int(),
  legal: z.record(z.string(), z.string()),
  minReferences: z.number().int(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

/** The runtime configuration each site loads from `<base>/app-config.json` before rendering. */
export const ZSiteConfig = z.object({
  apiBaseUrl: z.string(),
  adminUrl: z.string(),
  doctorUrl: z.string(),
  httpTimeoutMs: z.number().int().min(0),
});
export type TSiteConfig = z.infer<typeof ZSiteConfig>;
