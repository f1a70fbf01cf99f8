import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_KEYS, TOKEN_KEY_FILE, buildSiteConfig, loadConfig } from '@/config';
import { getRepoRoot } from '@/lib/paths';
import { DataDirLockedError, lockDataDir } from '@/core/db/data-lock';
import { getEffectiveOtpMinutes } from '@/core/settings';
import { BUILT_SERVER } from './helpers/server-process';
import { makeTempDir } from './helpers/temp-dir';

const tempDir = () => makeTempDir('docapply-config-');
const PRODUCTION = {
  NODE_ENV: 'production',
  API_URL: 'https://apply.example.org/api',
  ADMIN_URL: 'https://apply.example.org/admin/',
  DOCTOR_URL: 'https://apply.example.org/',
  TOKEN_KEY: 'k'.repeat(40),
  SMTP_URL: 'smtps://mailer:secret@smtp.example.org:465',
};

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const [first, ...rest] = (error as Error).message.split('\n');
    expect(first).toBe('Config validation error');
    return rest;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('in production, lists one line per missing value', () => {
    const problems = problemsOf(() => loadConfig({ env: { NODE_ENV: 'production' }, cwd: tempDir() }));
    expect(problems).toEqual([
      'API_URL: Required',
      'ADMIN_URL: Required',
      'DOCTOR_URL: Required',
      'TOKEN_KEY: Required',
      'SMTP_URL: Required',
    ]);
  });

  it('in production, refuses the demo password (there are no demo accounts) and listens everywhere', () => {
    expect(
      problemsOf(() =>
        loadConfig({ env: { ...PRODUCTION, DEMO_PASSWORD: 'demo-password-123' }, cwd: tempDir() }),
      ),
    ).toEqual(['DEMO_PASSWORD: Not used in production, which has no demo accounts: remove it']);
    expect(loadConfig({ env: PRODUCTION, cwd: tempDir() }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ env: { ...PRODUCTION, HOST: '10.0.0.5' }, cwd: tempDir() }).HOST).toBe('10.0.0.5');
  });

  it("in production, refuses docs/operations/docapply.env.example's secrets left as they are", () => {
    const example = Object.fromEntries(
      readFileSync(path.join(getRepoRoot(), 'docs/operations/docapply.env.example'), 'utf8')
        .split('\n')
        .filter((line) => /^(TOKEN_KEY|METRICS_TOKEN)=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(example).sort()).toEqual(['METRICS_TOKEN', 'TOKEN_KEY']);
    const replaceIt = 'Still the example value: replace it with a random one (openssl rand -base64 48)';
    expect(problemsOf(() => loadConfig({ env: { ...PRODUCTION, ...example }, cwd: tempDir() }))).toEqual([
      `TOKEN_KEY: ${replaceIt}`,
      `METRICS_TOKEN: ${replaceIt}`,
    ]);
  });

  it('documents every setting in the README, and none that the server does not read', () => {
    const readme = readFileSync(path.join(getRepoRoot(), 'README.md'), 'utf8');
    const start = readme.indexOf('## Running in production');
    const section = readme.slice(start, readme.indexOf('\n## ', start));
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    // A row names its variable first; a row may name companions (S3_BUCKET with STORAGE).
    const named = new Set(rows.flatMap((row) => [...row.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])));
    const rowVariables = rows.map((row) => /^\| `([A-Z][A-Z0-9_]+)`/.exec(row)?.[1]);
    expect(ENV_KEYS.filter((key) => !named.has(key))).toEqual([]);
    expect(rowVariables.filter((key) => !key || !ENV_KEYS.includes(key))).toEqual([]);
  });

  it('in production, names each invalid value', () => {
    const problems = problemsOf(() =>
      loadConfig({
        env: {
          ...PRODUCTION,
          TOKEN_KEY: 'short',
          PORT: 'eighty',
          API_URL: 'not a url',
          STORAGE: 's3',
          LOG_LEVEL: 'loud',
        },
        cwd: tempDir(),
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'TOKEN_KEY: Must be at least 32 characters',
        'PORT: Must be a number',
        'API_URL: Must be a URL, e.g. https://example.org/api',
        'S3_BUCKET: Required when STORAGE=s3',
        'S3_SECRET_ACCESS_KEY: Required when STORAGE=s3',
        'LOG_LEVEL: Must be one of fatal, error, warn, info, debug, trace, silent',
      ]),
    );
  });

  it('in production, accepts a complete configuration as given', () => {
    const config = loadConfig({ env: { ...PRODUCTION, PORT: '8080', OTP_MINUTES: '3' }, cwd: tempDir() });
    expect(config).toMatchObject({
      MODE: 'production',
      PORT: 8080,
      OTP_MINUTES: 3,
      TOKEN_KEY: PRODUCTION.TOKEN_KEY,
    });
    expect(config.MAIL_FROM).toBe('DocApply <no-reply@docapply.local>');
    expect(buildSiteConfig(config)).toEqual({
      apiBaseUrl: 'https://apply.example.org/api',
      adminUrl: 'https://apply.example.org/admin/',
      doctorUrl: 'https://apply.example.org/',
      httpTimeoutMs: 0,
    });
  });

  it('in local mode, fills the URLs from PORT and keeps a generated token key in the data folder', () => {
    const cwd = tempDir();
    const first = loadConfig({ env: { PORT: '4100' }, cwd });
    expect(first).toMatchObject({
      MODE: 'local',
      HOST: 'localhost',
      DATA_DIR: path.join(cwd, 'data'),
      API_URL: 'http://localhost:4100/api',
      ADMIN_URL: 'http://localhost:4100/admin/',
      DOCTOR_URL: 'http://localhost:4100/',
      SITE_URLS: { api: '/api', admin: '/admin/', doctor: '/' },
      STORAGE: 'local',
      ACCESS_TOKEN_TTL: '8h',
    });
    expect(first.TOKEN_KEY.length).toBeGreaterThanOrEqual(32);
    const keyFile = path.join(cwd, 'data', TOKEN_KEY_FILE);
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(first.TOKEN_KEY);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);

    const second = loadConfig({ env: { PORT: '4100' }, cwd });
    expect(second.TOKEN_KEY).toBe(first.TOKEN_KEY);
  });

  it('reads .env under the real environment', () => {
    const cwd = tempDir();
    writeFileSync(path.join(cwd, '.env'), 'PORT=4200\nMAIL_FROM=Clinic <mail@clinic.example.org>\n');
    const config = loadConfig({ env: { PORT: '4300' }, cwd });
    expect(config.PORT).toBe(4300);
    expect(config.MAIL_FROM).toBe('Clinic <mail@clinic.example.org>');
  });

  it('takes the one-time-code minutes from the setting, then OTP_MINUTES, then 5', () => {
    expect(getEffectiveOtpMinutes(1, 7)).toBe(1);
    expect(getEffectiveOtpMinutes(undefined, 7)).toBe(7);
    expect(getEffectiveOtpMinutes(undefined, undefined)).toBe(5);
    expect(getEffectiveOtpMinutes('junk', undefined)).toBe(5);
  });

  it('lets one process at a time use a data folder', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(new DataDirLockedError(dir).message);
    expect(new DataDirLockedError(dir).message).toBe(
      `Another DocApply server is already using ${dir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('stops the server before it listens when production configuration is missing', () => {
    const result = spawnSync(process.execPath, [BUILT_SERVER], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: tempDir() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Config validation error',
      'API_URL: Required',
      'ADMIN_URL: Required',
      'DOCTOR_URL: Required',
      'TOKEN_KEY: Required',
      'SMTP_URL: Required',
    ]);
    expect(result.stdout).not.toContain('listening');
  });
});
