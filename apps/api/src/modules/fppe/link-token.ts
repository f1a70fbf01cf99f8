import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import { FPPE_MESSAGES } from '@docapply/contracts';
import type { TConfig } from '@/config';
import { AppError } from '@/lib/app-error';

const ALGORITHM = 'HS256';
const PURPOSE = 'fppe-evaluator';

/** A key of its own (derived from TOKEN_KEY): no other token of ours verifies as an evaluator's link. */
function getKey(config: Pick<TConfig, 'TOKEN_KEY'>): Uint8Array {
  return createHmac('sha256', config.TOKEN_KEY).update('docapply:fppe-evaluator:v1').digest();
}

/**
 * An evaluator's link: sub = the evaluator's row, jti = the value stored in its token_id. Used for
 * every case until the FPPE is concluded; a new link (resent) replaces the stored jti, so older
 * links stop working, while a reminder signs with the stored `jti` so the links already sent keep
 * working.
 */
export async function signEvaluatorToken(
  config: Pick<TConfig, 'TOKEN_KEY'>,
  { evaluatorId, expiresAt, jti = randomUUID() }: { evaluatorId: string; expiresAt: Date; jti?: string },
): Promise<{ token: string; jti: string }> {
  const token = await new SignJWT({ purpose: PURPOSE })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(evaluatorId)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(getKey(config));
  return { token, jti };
}

/** The evaluator and jti of a genuine link; 410 when it timed out, 400 for anything else. */
export async function verifyEvaluatorToken(
  config: Pick<TConfig, 'TOKEN_KEY'>,
  token: string,
): Promise<{ evaluatorId: string; jti: string }> {
  try {
    const { payload } = await jwtVerify(token, getKey(config), { algorithms: [ALGORITHM] });
    if (payload.purpose !== PURPOSE || !payload.sub || !payload.jti) {
      throw new AppError('TOKEN_INVALID', { message: FPPE_MESSAGES.linkInvalid });
    }
    return { evaluatorId: payload.sub, jti: payload.jti };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw new AppError('GONE', { message: FPPE_MESSAGES.linkExpired });
    }
    if (error instanceof AppError) {
      throw error;
    }
    throw new AppError('TOKEN_INVALID', { message: FPPE_MESSAGES.linkInvalid });
  }
}
