import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { REQUEST_KINDS, REQUEST_MESSAGES, type TRequestKind } from '@docapply/contracts';
import type { TConfig } from '@/config';
import { AppError } from '@/lib/app-error';

const ALGORITHM = 'HS256';
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export type TLinkClaims = { kind: TRequestKind; requestId: string; jti: string };

/** A key of its own (derived from TOKEN_KEY): link tokens and access tokens never verify as each other. */
function getLinkKey(config: Pick<TConfig, 'TOKEN_KEY'>): Uint8Array {
  return createHmac('sha256', config.TOKEN_KEY).update('docapply:request-link:v1').digest();
}

export function looksLikeLinkToken(token: string): boolean {
  return JWT_SHAPE.test(token);
}

/**
 * purpose = the kind, sub = the request id, jti = the value stored in token_id (single use). A new
 * jti replaces the stored one, so older links stop working; a reminder passes the stored `jti` to
 * sign a later-expiring link beside them, so the links already emailed keep working until their
 * own expiry.
 */
export function signLinkToken(
  config: Pick<TConfig, 'TOKEN_KEY'>,
  {
    kind,
    requestId,
    expiresAt,
    jti = randomUUID(),
  }: { kind: TRequestKind; requestId: string; expiresAt: Date; jti?: string },
): Promise<{ token: string; jti: string }> {
  return new SignJWT({ purpose: kind })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(requestId)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(getLinkKey(config))
    .then((token) => ({ token, jti }));
}

function isKind(value: unknown): value is TRequestKind {
  return typeof value === 'string' && (REQUEST_KINDS as readonly string[]).includes(value);
}

/** The claims of a genuine link token; 410 when it timed out, 400 for anything else. */
export async function verifyLinkToken(
  config: Pick<TConfig, 'TOKEN_KEY'>,
  token: string,
): Promise<TLinkClaims> {
  try {
    const { payload } = await jwtVerify(token, getLinkKey(config), { algorithms: [ALGORITHM] });
    if (!isKind(payload.purpose) || !payload.sub || !payload.jti) {
      throw new AppError('TOKEN_INVALID', { message: REQUEST_MESSAGES.linkInvalid });
    }
    return { kind: payload.purpose, requestId: payload.sub, jti: payload.jti };
  } catch (error) {
    // jose checks the signature before the expiry, so an expired token here is one of ours.
    if (error instanceof errors.JWTExpired) {
      throw new AppError('GONE', { message: REQUEST_MESSAGES.linkExpired });
    }
    if (error instanceof AppError) {
      throw error;
    }
    throw new AppError('TOKEN_INVALID', { message: REQUEST_MESSAGES.linkInvalid });
  }
}
