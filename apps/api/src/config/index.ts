export { ENV_KEYS, ZEnv, type TConfig } from './env-schema';
export {
  ConfigError,
  loadConfig,
  readOrCreateTokenKey,
  TOKEN_KEY_FILE,
  type TLoadConfigOptions,
} from './load-config';
export { buildSiteConfig } from './site-config';
