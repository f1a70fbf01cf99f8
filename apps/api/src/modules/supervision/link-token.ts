import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { SUPERVISION_MESSAGES } from '@docapply/contracts';
import type { TConfig } from '@/config';
import { AppError } from '@/lib/app-error';

const ALGORITHM = 'HS256';
const PURPOSE = 'supervision';

/** A key of its own (derived from TOKEN_KEY): no other token of ours verifies as this link. */
function getKey(config: Pick<TConfig, 'TOKEN_KEY'>): Uint8Array {
  return createHmac('sha256', config.TOKEN_KEY).update('docapply:supervision-link:v1').digest();
}

/**
 * sub = the agreement, jti = the value stored in its token_id (a new request replaces it). A
 * reminder passes the live jti: its link is the same credential as the one it chases.
 */
export async function signSupervisionToken(
  config: Pick<TConfig, 'TOKEN_KEY'>,
  { agreementId, expiresAt, jti = randomUUID() }: { agreementId: string; expiresAt: Date; jti?: string },
): Promise<{ token: string; jti: string }> {
  const token = await new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(agreementId)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(getKey(config));
  return { token, jti };
}

/** The agreement and jti of a genuine link; 410 when it timed out, 400 for anything else. */
export async function verifySupervisionToken(
  config: Pick<TConfig, 'TOKEN_KEY'>,
  token: string,
): Promise<{ agreementId: string; jti: string }> {
  try {
    const { payload } = await jwtVerify(token, getKey(config), { algorithms: [ALGORITHM] });
    if (payload.purpose !== PURPOSE || !payload.sub || !payload.jti) {
      throw new AppError('TOKEN_INVALID', { message: SUPERVISION_MESSAGES.linkInvalid });
    }
    return { agreementId: payload.sub, jti: payload.jti };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new AppError('GONE', { message: SUPERVISION_MESSAGES.linkExpired });
    }
    if (error instanceof AppError) {
      throw error;
    }
    throw new AppError('TOKEN_INVALID', { message: SUPERVISION_MESSAGES.linkInvalid });
  }
}
