import type { TSiteConfig } from '@docapply/contracts';
import type { TConfig } from './env-schema';

/** What each site reads from `<its base>app-config.json` before rendering. */
export function buildSiteConfig(config: TConfig): TSiteConfig {
  return {
    apiBaseUrl: config.SITE_URLS.api,
    adminUrl: config.SITE_URLS.admin,
    doctorUrl: config.SITE_URLS.doctor,
    httpTimeoutMs: config.HTTP_TIMEOUT_MS,
  };
}
