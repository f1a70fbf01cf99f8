import type { TSiteConfig } from '@docapply/contracts';
import type { TConfig } from './env-schema';

/** What each site reads from `<its base>app-config.json` before rendering. */
export function buildSiteConfig(config: TConfig): TSiteConfig {
  return {
    apiBaseUrl: config.API_URL,
    adminUrl: config.ADMIN_URL,
    doctorUrl: config.DOCTOR_URL,
    httpTimeoutMs: config.HTTP_TIMEOUT_MS,
  };
}
