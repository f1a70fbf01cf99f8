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

export function createLogger(config: Pick<TConfig, 'LOG_LEVEL'>, stream?: DestinationStream): Logger {
  const options = { level: config.LOG_LEVEL, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return stream ? pino(options, stream) : pino(options);
}
