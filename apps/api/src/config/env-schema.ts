import { z } from 'zod';

/** Zod's default texts ("Invalid input: expected string, received undefined") become "Required". */
const required = (invalid: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'Required' : invalid),
});

const ZUrl = z.url(required('Must be a URL, e.g. https://example.org/api'));
const ZInt = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number(required('Must be a number'))
    .int('Must be a whole number')
    .min(min, `Must be ${min} or more`)
    .max(max, `Must be ${max} or less`);
const S3_KEYS = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
/** Values that production must be given explicitly; local mode fills them (or prints the mail). */
const PRODUCTION_REQUIRED = ['API_URL', 'ADMIN_URL', 'DOCTOR_URL', 'TOKEN_KEY', 'SMTP_URL'] as const;
/** The secrets the example settings file (docs/operations/docapply.env.example) leaves to be replaced. */
const EXAMPLE_SECRETS = ['TOKEN_KEY', 'METRICS_TOKEN'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every setting the server reads, each documented in the README's production table (tested). */
const ZEnvFields = z.object({
  NODE_ENV: z.string().optional(),
  PORT: ZInt(0, 65535).default(3000),
  /** Local mode: localhost (this machine only); production: every interface. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  API_URL: ZUrl.optional(),
  ADMIN_URL: ZUrl.optional(),
  DOCTOR_URL: ZUrl.optional(),
  TOKEN_KEY: z.string().min(32, 'Must be at least 32 characters').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'Must be a postgres:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'Must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('DocApply <no-reply@docapply.local>'),
  STORAGE: z.enum(['local', 's3'], { error: 'Must be local or s3' }).default('local'),
  S3_ENDPOINT: ZUrl.optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  OTP_MINUTES: ZInt(1, 60).optional(),
  HTTP_TIMEOUT_MS: ZInt(0).default(0),
  ACCESS_TOKEN_TTL: z
    .string()
    .regex(/^\d+\s?(s|m|h|d)$/, 'Must be a duration like 15m, 8h or 1d')
    .default('8h'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'Must be a redis:// URL')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `Must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  RATE_LIMIT_MAX: ZInt(1).default(600),
  MAX_EVENT_LOOP_DELAY_MS: ZInt(0).default(1000),
  /** Open connections past which a new one's requests get 503 (plugins/connections.ts); 0: from the open-file limit. */
  MAX_CONNECTIONS: ZInt(0).default(0),
  DB_MAX_QUEUE: ZInt(1).default(64),
  /** PostgreSQL connections each process keeps (its pool; the live-event listener is one more). */
  DB_POOL_SIZE: ZInt(1, 1000).default(10),
  DB_STATEMENT_TIMEOUT_MS: ZInt(0).default(15_000),
  /** How often the API looks for due background jobs (core/jobs); 0 turns the scheduler off. */
  JOBS_TICK_MS: ZInt(0).default(60_000),
  /** The NPPES NPI Registry API (2.1) the NPI item's check asks; a local fake in tests and e2e. */
  NPI_REGISTRY_URL: ZUrl.default('https://npiregistry.cms.hhs.gov/api/'),
  NPI_REGISTRY_TIMEOUT_MS: ZInt(1, 60_000).default(5000),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'Must be true or false' }).default('false'),
  /** Lets downloads from addresses set in the product (exclusion lists) reach private networks. */
  EGRESS_ALLOW_PRIVATE: z.enum(['true', 'false'], { error: 'Must be true or false' }).default('false'),
  /** Turns the Prometheus metrics on, at /api/metrics for this bearer token (plugins/metrics.ts). */
  METRICS_TOKEN: z.string().min(24, 'Must be at least 24 characters').optional(),
  DEMO_PASSWORD: z.string().min(12, 'Must be at least 12 characters').optional(),
  PORTAL_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
});

export const ENV_KEYS = Object.keys(ZEnvFields.shape);

/** The one schema over the environment. */
export const ZEnv = ZEnvFields
  // Runs even when other values are invalid, so the operator sees every problem at once.
  .superRefine(
    (env, ctx) => {
      if (env.NODE_ENV === 'production') {
        for (const key of PRODUCTION_REQUIRED) {
          if (env[key] === undefined) {
            ctx.addIssue({ code: 'custom', path: [key], message: 'Required' });
          }
        }
        // docs/operations/docapply.env.example's secrets say "change-me": a copy left as it is would
        // sign every session with a key anyone can read.
        for (const key of EXAMPLE_SECRETS) {
          if (env[key]?.startsWith('change-me')) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: 'Still the example value: replace it with a random one (openssl rand -base64 48)',
            });
          }
        }
        if (env.DEMO_PASSWORD !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: ['DEMO_PASSWORD'],
            message: 'Not used in production, which has no demo accounts: remove it',
          });
        }
      }
      if (env.STORAGE === 's3') {
        for (const key of S3_KEYS) {
          if (!env[key]) {
            ctx.addIssue({ code: 'custom', path: [key], message: 'Required when STORAGE=s3' });
          }
        }
      }
    },
    { when: () => true },
  )
  .transform(({ NODE_ENV, TRUST_PROXY, EGRESS_ALLOW_PRIVATE, HOST, ...env }) => ({
    ...env,
    MODE: NODE_ENV === 'production' ? ('production' as const) : ('local' as const),
    HOST: HOST ?? (NODE_ENV === 'production' ? '0.0.0.0' : 'localhost'),
    TRUST_PROXY: TRUST_PROXY === 'true',
    EGRESS_ALLOW_PRIVATE: EGRESS_ALLOW_PRIVATE === 'true',
  }));

type TParsedEnv = z.output<typeof ZEnv>;

/** The validated configuration: local mode has filled the URLs and the token key. */
export type TConfig = Omit<TParsedEnv, 'API_URL' | 'ADMIN_URL' | 'DOCTOR_URL' | 'TOKEN_KEY'> & {
  /** Absolute URLs, for links in emails; local mode fills them from PORT. */
  API_URL: string;
  ADMIN_URL: string;
  DOCTOR_URL: string;
  TOKEN_KEY: string;
  /**
   * What the sites call and link to: the URLs given, else paths on the origin the site was
   * loaded from, so localhost, 127.0.0.1 and a LAN address all work.
   */
  SITE_URLS: { api: string; admin: string; doctor: string };
};
