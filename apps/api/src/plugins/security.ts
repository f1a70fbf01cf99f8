import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from 'helmet';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TConfig } from '@/config';
import { AppError } from '@/lib/app-error';
import { isApiRequest } from '@/lib/api-path';

/**
 * The policy the built sites satisfy: no inline scripts; inline styles only because MUI/emotion
 * injects them at run time.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  // The admin site shows a fetched document (PDF or image, sniffed on upload) from a blob: URL.
  frameSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** The key of a client whose address is gone (it hung up before its request was handled). */
export const UNKNOWN_CLIENT_KEY = 'unknown-client';

/**
 * The per-IP limiter's key, like the plugin's own (an IPv6 client counts by its /64) but never
 * failing: the default throws when `request.ip` is undefined, which a client that has already gone
 * causes, and the error became a 500.
 */
export function createClientKey(request: FastifyRequest): string {
  let ip: string | undefined;
  try {
    ip = request.ip;
  } catch {
    ip = undefined;
  }
  if (typeof ip !== 'string' || ip === '') {
    return UNKNOWN_CLIENT_KEY;
  }
  try {
    return normalizeIP(ip);
  } catch {
    return ip;
  }
}

/**
 * The security headers every response carries (helmet's, for our policy), computed once: the policy
 * never changes, and helmet's middleware built them again on every request (its chain of twelve
 * middlewares, one header each). The request's first hook (app.ts) sets them.
 */
export function createSecurityHeaders(
  config: Pick<TConfig, 'MODE'>,
  /** `'sha256-…'` of each inline script the sites' pages hold (static-sites.ts), allowed by name. */
  inlineScripts: readonly string[] = [],
): Record<string, string> {
  const isProduction = config.MODE === 'production';
  const directives = { ...CSP_DIRECTIVES, scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...inlineScripts] };
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    // X-Powered-By, which Fastify never sends.
    removeHeader: () => undefined,
  };
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // Local mode is plain http on localhost: upgrading requests or pinning HTTPS would break it.
      directives: isProduction ? { ...directives, upgradeInsecureRequests: [] } : directives,
    },
    strictTransportSecurity: isProduction,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  setHeaders({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) {
      throw error;
    }
  });
  return headers;
}

/** Compression and the per-address rate limit (the security headers: createSecurityHeaders). */
export const TRUST_PROXY_WARNING =
  'Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every user shares ' +
  "the proxy's rate-limit bucket and the audit trail records the proxy's address. Set " +
  'TRUST_PROXY=true behind your TLS proxy (README, "Behind a TLS proxy").';

/** Says once, in the log, that the server sits behind a proxy it was not told about. */
function warnOfUntrustedProxy(app: FastifyInstance): void {
  let isWarned = false;
  app.addHook('onRequest', async (request) => {
    if (!isWarned && request.headers['x-forwarded-for'] !== undefined) {
      isWarned = true;
      app.log.warn(TRUST_PROXY_WARNING);
    }
  });
}

/** What readiness asks of the security plugins: Redis's answer to a PING, when Redis is configured. */
export type TSecurityProbes = { pingRedis: (() => Promise<void>) | null };

export async function registerSecurity(app: FastifyInstance, config: TConfig): Promise<TSecurityProbes> {
  if (!config.TRUST_PROXY) {
    warnOfUntrustedProxy(app);
  }
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // What is compressed here is the API's JSON as it is sent (the sites' files are compressed once,
    // at their best): brotli at quality 1 with a 64 KB window, in one call up to 64 KB. The plugin's
    // defaults (quality 4, a 4 MB window, and on a 2-core host a compression stream above 8 KB)
    // took 0.25 ms of the server's CPU for a page of the queue (12 KB, to 2 KB), and a stream 1.6 ms
    // when ten ran at once; one call at quality 1 takes 0.04 ms alone, 0.17 ms in the server, for a
    // page 18 % larger.
    syncThreshold: 64 * 1024,
    brotliOptions: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1, [zlibConstants.BROTLI_PARAM_LGWIN]: 16 },
    },
  });
  // ioredis is loaded only when Redis is configured (it costs a start about 0.1 s).
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    // ioredis reports each failed reconnection: said once when Redis goes, once when it is back.
    let isDown = false;
    redis.on('error', (error: Error) => {
      if (!isDown) {
        isDown = true;
        app.log.warn(
          { err: error },
          'Redis does not answer: each process counts rate limits alone meanwhile',
        );
      }
    });
    redis.on('ready', () => {
      if (isDown) {
        isDown = false;
        app.log.info('Redis answers again');
      }
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    keyGenerator: createClientKey,
    // The limit guards the API. The sites' files are not counted: one first load of /apply asks
    // for about 90 of them, so a hospital's office behind one address (or a browser test) used up
    // the API's allowance on scripts, and a page's script or its sign-in was refused with a 429.
    allowList: (request) => !isApiRequest(request),
    // Counters shared by every API process when Redis is configured; in memory otherwise.
    ...(redis ? { redis, skipOnError: true } : {}),
    errorResponseBuilder: () =>
      new AppError('TOO_MANY_REQUESTS', {
        message: 'Too many requests. Please wait a moment and try again.',
      }),
  });
  countBeforeTheGuard(app);
  return {
    pingRedis: redis
      ? async () => {
          await redis.ping();
        }
      : null,
  };
}

/**
 * @fastify/rate-limit appends its hook to a route's own onRequest hooks, after the route's guard:
 * a request the guard refused (401: no, a forged or an ended session) was never counted, so a
 * flood of bad tokens was never limited (issue 39's review). Registered just after the plugin, this
 * onRoute hook sees the route as the plugin left it and moves the limit's hook, the last one, to
 * the front. A route that sets its own limit on another hook (comments: preHandler, once the user
 * is known) or none (the probes) is left as it is.
 */
function countBeforeTheGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = (route.config as { rateLimit?: false | { hook?: string } } | undefined)?.rateLimit;
    const hook = own === false ? null : (own?.hook ?? 'onRequest');
    if (hook === 'onRequest' && Array.isArray(route.onRequest) && route.onRequest.length > 1) {
      const hooks = [...route.onRequest];
      const limit = hooks.pop();
      route.onRequest = limit ? [limit, ...hooks] : hooks;
    }
  });
}
