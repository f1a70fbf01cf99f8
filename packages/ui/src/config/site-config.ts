import type { TSiteConfig } from '@docapply/contracts';
import { takeFirstConfig } from '../boot/first-calls';

const CONFIG_FILE = 'app-config.json';

/**
 * What each field of the file must be. Note: the API serves this file only after checking it
 * against the contracts' `ZSiteConfig` (and does not start on a bad configuration, with "Config
 * validation error"); the site checks just the fields' kinds, so that no validation library is
 * in the first download of every page (zod's core is 15 KiB gzip). `satisfies` keeps the list
 * complete: a field added to the contract and not here does not compile.
 */
const FIELD_KINDS = {
  apiBaseUrl: 'string',
  adminUrl: 'string',
  doctorUrl: 'string',
  httpTimeoutMs: 'number',
} as const satisfies Record<keyof TSiteConfig, 'string' | 'number'>;

function findConfigProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ['config: Invalid input: expected object'];
  }
  return Object.entries(FIELD_KINDS).flatMap(([field, kind]) => {
    const found = (value as Record<string, unknown>)[field];
    return typeof found === kind ? [] : [`${field}: Invalid input: expected ${kind}`];
  });
}

async function fetchConfig(baseUrl: string): Promise<unknown> {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const response = await fetch(`${base}${CONFIG_FILE}`, { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`Config validation error: could not load ${CONFIG_FILE} (HTTP ${response.status})`);
  }
  return response.json();
}

/**
 * Fetches the site's runtime configuration from `<baseUrl>app-config.json` (pass
 * `import.meta.env.BASE_URL`), so the built sites never hard-code an address; a signed-in page's
 * HTML has fetched it already (boot/first-calls.ts).
 */
export async function loadSiteConfig(baseUrl: string): Promise<TSiteConfig> {
  const config = await (takeFirstConfig()?.catch(() => fetchConfig(baseUrl)) ?? fetchConfig(baseUrl));
  const problems = findConfigProblems(config);
  if (problems.length > 0) {
    throw new Error(`Config validation error\n${problems.join('\n')}`);
  }
  return config as TSiteConfig;
}
