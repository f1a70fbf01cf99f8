import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { ZEnv, type TConfig } from './env-schema';

export const TOKEN_KEY_FILE = 'token-key';
const TOKEN_KEY_MIN = 32;

/** Thrown before anything listens; its message is the block the operator reads. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(['Config validation error', ...problems].join('\n'));
    this.name = 'ConfigError';
  }
}

export type TLoadConfigOptions = {
  env?: Record<string, string | undefined>;
  /** Where `.env` is read from and relative paths are resolved against. */
  cwd?: string;
};

/** Reads `.env` (if present) under the real environment, validates, and fills local defaults. */
export function loadConfig({ env = process.env, cwd = process.cwd() }: TLoadConfigOptions = {}): TConfig {
  const dotenvPath = path.join(cwd, '.env');
  const fromFile = existsSync(dotenvPath) ? parseDotenv(readFileSync(dotenvPath)) : {};
  const parsed = ZEnv.safeParse(dropEmpty({ ...fromFile, ...env }));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  const localBase = `http://localhost:${values.PORT}`;
  // Note: production has all four by the schema's refinement; the fallbacks only serve local mode.
  return {
    ...values,
    DATA_DIR: dataDir,
    API_URL: withoutTrailingSlash(values.API_URL ?? `${localBase}/api`),
    ADMIN_URL: withTrailingSlash(values.ADMIN_URL ?? `${localBase}/admin/`),
    DOCTOR_URL: withTrailingSlash(values.DOCTOR_URL ?? `${localBase}/`),
    TOKEN_KEY: values.TOKEN_KEY ?? readOrCreateTokenKey(dataDir),
    SITE_URLS: {
      api: values.API_URL ? withoutTrailingSlash(values.API_URL) : '/api',
      admin: values.ADMIN_URL ? withTrailingSlash(values.ADMIN_URL) : '/admin/',
      doctor: values.DOCTOR_URL ? withTrailingSlash(values.DOCTOR_URL) : '/',
    },
  };
}

/** A local key survives restarts (sessions stay valid) and never leaves the data folder. */
export function readOrCreateTokenKey(dataDir: string): string {
  const file = path.join(dataDir, TOKEN_KEY_FILE);
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (key.length < TOKEN_KEY_MIN) {
      throw new ConfigError([`TOKEN_KEY: ${file} holds fewer than ${TOKEN_KEY_MIN} characters`]);
    }
    return key;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  return key;
}

function dropEmpty(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
