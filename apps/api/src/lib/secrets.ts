import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@docapply/contracts';

/** A URL-safe random token (32 bytes unless told otherwise). */
export function createRandomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A zero-padded numeric one-time code. */
export function createNumericCode(length = OTP_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * Codes and link tokens are stored only as keyed hashes: a leaked table reveals nothing usable
 * without the token key (the pepper).
 */
export function hashSecret(pepper: string, value: string): string {
  return createHmac('sha256', pepper).update(value).digest('base64url');
}

export function isSameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
