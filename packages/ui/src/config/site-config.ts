import { config as configureZod } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { ZSiteConfig, type TSiteConfig } from '@docapply/contracts';

const CONFIG_FILE = 'app-config.json';

/**
 * Fetches the site's runtime configuration from `<baseUrl>app-config.json` (pass
 * `import.meta.env.BASE_URL`), so the built sites never hard-code an address.
 */
export async function loadSiteConfig(baseUrl: string): Promise<TSiteConfig> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const response = await fetch(`${base}${CONFIG_FILE}`, { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`Config validation error: could not load ${CONFIG_FILE} (HTTP ${response.status})`);
  }
  // The schema is zod's mini build, which has no messages of its own until a locale is set
  // (the full build, loaded later by the forms, sets the same one).
  configureZod(en());
  const parsed = ZSiteConfig.safeParse(await response.json());
  if (!parsed.success) {
    const messages = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'config'}: ${issue.message}`,
    );
    throw new Error(`Config validation error\n${messages.join('\n')}`);
  }
  return parsed.data;
}
