import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { TConfig } from '@/config';

/**
 * Secrets never reach the log: auth headers, passwords, codes, challenges and tokens are
 * censored wherever a request, body or error object carries them.
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-auth-token"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-auth-token"]',
  'password',
  'confirmPassword',
  'passwordHash',
  'code',
  'challenge',
  'token',
  '*.password',
  '*.confirmPassword',
  '*.passwordHash',
  '*.challenge',
  '*.token',
  'body.code',
  'req.body',
];

/** A short link's code in the path (`/api/urls/<code>`): whoever has it opens the form behind it. */
const SHORT_LINK_PATH = /^(\/api\/urls\/)[^/?#]+/;
/** Query parameters that carry a link's secret: `token` (reset, invitation, reference), `c`, `code`. */
const SECRET_QUERY = /([?&](?:token|c|code)=)[^&#]*/g;

/**
 * The URL as the log may hold it: a link's secret replaced by `[redacted]` (a page opened from a
 * reset or reference mail, a short link). Anyone who reads the log could otherwise use it.
 */
export function redactUrl(url: string): string {
  return url.replace(SHORT_LINK_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

export function createLogger(config: Pick<TConfig, 'LOG_LEVEL'>, stream?: DestinationStream): Logger {
  const options = { level: config.LOG_LEVEL, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return stream ? pino(options, stream) : pino(options);
}

/**
 * One line per request, once it is answered: its id, method, URL, status and time. Fastify's own
 * pair ("incoming request", then "request completed" with the reply) was 9 % of a list request's
 * CPU, most of it redaction: every top-level field of a line passes through the wildcard paths.
 * This line holds only fields of ours, none of them a secret (the URL's link secrets are replaced,
 * redactUrl), so it is written without redaction; a failed request's error still goes through it.
 */
export class RequestLogController extends LogController {
  readonly #lines: Logger;

  constructor(logger: Logger) {
    super();
    this.#lines = logger.child({}, { redact: [] });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const { method } = request;
    const url = redactUrl(request.url);
    const { statusCode, elapsedTime: responseTime } = reply;
    if (error) {
      // The request's own logger: it names the request, and redacts what the error carries.
      reply.log.error({ method, url, statusCode, responseTime, err: error }, 'request errored');
      return;
    }
    this.#lines.info({ reqId: request.id, method, url, statusCode, responseTime }, 'request completed');
  }
}
