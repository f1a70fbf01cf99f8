import { randomUUID, webcrypto } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import type { TConfig } from '@/config';
import type { TDb } from '@/core/db/client';
import { preparedFor } from '@/core/db/prepared';
import { revokedTokens, sessions, users } from '@/core/db/schema';
import type { TUserRow } from '@/core/users/users';
import { recordSession, type TSignInMethod } from './sessions';

export type TAccessClaims = {
  sub: string;
  roles: string[];
  jti: string;
  expiresAt: Date;
  /** The account's session version when the token was issued (see users.sessionVersion). */
  sessionVersion: number;
  /**
   * A session that may only set up a strong second factor: its account must have one (its
   * hospital or the platform requires it) and has none yet (core/access/second-factors.ts).
   */
  isEnrolOnly: boolean;
};

// Any syntactically valid UUID: a signed token whose subject is not one is no session of ours.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ALGORITHM = 'HS256';

/**
 * What this process keeps per secret:
 * - `key`: the key imported into WebCrypto once (given bytes or a KeyObject, jose imports it on
 *   every verification, which cost as much as checking the signature);
 * - `verified`: tokens whose signature was checked, by their text. A browser sends the same token
 *   with every request, and checking its HMAC again was 8 % of a list request's CPU. What a token
 *   says never changes; its expiry is checked on every use, and whether it was revoked, the
 *   account disabled or its session version raised is read from the database on every request
 *   (findSessionUser). Only valid tokens are kept, at most TOKENS_KEPT.
 */
type TSecret = { key: Promise<webcrypto.CryptoKey>; verified: LRUCache<string, TAccessClaims> };
const TOKENS_KEPT = 10_000;
const secrets = new Map<string, TSecret>();

function getSecret(config: Pick<TConfig, 'TOKEN_KEY'>): TSecret {
  let secret = secrets.get(config.TOKEN_KEY);
  if (!secret) {
    const key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(config.TOKEN_KEY),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    secret = { key, verified: new LRUCache({ max: TOKENS_KEPT }) };
    secrets.set(config.TOKEN_KEY, secret);
  }
  return secret;
}

/**
 * Signs an access token and, in a request, records its session (the account's sign-in activity):
 * every sign-in path calls this and names its `method`. `expiresAt` overrides ACCESS_TOKEN_TTL
 * (tests make expired tokens); `isEnrolOnly` makes a session that may only set up a second factor
 * (TAccessClaims); `db` is the change's transaction when it is issued in one.
 */
export async function issueAccessToken(
  config: Pick<TConfig, 'TOKEN_KEY' | 'ACCESS_TOKEN_TTL'>,
  user: { id: string; roles: string[]; sessionVersion?: number },
  {
    expiresAt,
    method = 'password',
    isEnrolOnly = false,
    db,
  }: { expiresAt?: Date; method?: TSignInMethod; isEnrolOnly?: boolean; db?: TDb } = {},
): Promise<string> {
  const jti = randomUUID();
  const sessionVersion = user.sessionVersion ?? 0;
  const token = await new SignJWT({
    roles: user.roles,
    sv: sessionVersion,
    ...(isEnrolOnly ? { enrol: true } : {}),
  })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(user.id)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(expiresAt ? Math.floor(expiresAt.getTime() / 1000) : config.ACCESS_TOKEN_TTL)
    .sign(await getSecret(config).key);
  const exp = decodeJwt(token).exp ?? 0;
  await recordSession({ jti, userId: user.id, method, sessionVersion, expiresAt: new Date(exp * 1000) }, db);
  return token;
}

function isExpired(claims: TAccessClaims): boolean {
  // As jose judges `exp`: expired from its second on.
  return Math.floor(Date.now() / 1000) >= claims.expiresAt.getTime() / 1000;
}

/** Null for anything that is not a valid, unexpired token signed with our key. */
export async function verifyAccessToken(
  config: Pick<TConfig, 'TOKEN_KEY'>,
  token: string,
): Promise<TAccessClaims | null> {
  const kept = getSecret(config).verified;
  const known = kept.get(token);
  if (known) {
    if (!isExpired(known)) {
      return known;
    }
    kept.delete(token);
    return null;
  }
  const claims = await checkAccessToken(config, token);
  if (claims) {
    kept.set(token, claims);
  }
  return claims;
}

async function checkAccessToken(
  config: Pick<TConfig, 'TOKEN_KEY'>,
  token: string,
): Promise<TAccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await getSecret(config).key, { algorithms: [ALGORITHM] });
    const roles = Array.isArray(payload.roles) ? payload.roles.filter((r) => typeof r === 'string') : [];
    if (!payload.sub || !UUID.test(payload.sub) || !payload.jti || !payload.exp) {
      return null;
    }
    const sessionVersion = typeof payload.sv === 'number' && Number.isInteger(payload.sv) ? payload.sv : 0;
    return {
      sub: payload.sub,
      roles,
      jti: payload.jti,
      expiresAt: new Date(payload.exp * 1000),
      sessionVersion,
      isEnrolOnly: payload.enrol === true,
    };
  } catch {
    return null;
  }
}

export async function revokeToken(db: TDb, claims: { jti: string; expiresAt: Date }): Promise<void> {
  await db
    .insert(revokedTokens)
    .values({ jti: claims.jti, expiresAt: claims.expiresAt })
    .onConflictDoNothing({ target: revokedTokens.jti });
}

// Built once per database: it runs on every signed-in request.
const sessionUserQuery = preparedFor((db) =>
  db
    .select({
      user: users,
      isRevoked: sql<boolean>`exists (select 1 from ${revokedTokens}
        where ${revokedTokens.jti} = ${sql.placeholder('jti')})`,
      // Null for a token with no session row (signed outside a request).
      lastSeenAt: sql<Date | null>`(select ${sessions.lastSeenAt} from ${sessions}
        where ${sessions.jti} = ${sql.placeholder('jti')})`.mapWith(sessions.lastSeenAt),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('sub')))
    .limit(1)
    .prepare('session_user'),
);

/**
 * The session behind verified claims, in one indexed statement: the user, whether the token id
 * was revoked (logout) and when its session was last seen. Null when the user is gone.
 */
export async function findSessionUser(
  db: TDb,
  claims: Pick<TAccessClaims, 'sub' | 'jti'>,
): Promise<{ user: TUserRow; isRevoked: boolean; lastSeenAt: Date | null } | null> {
  const [row] = await sessionUserQuery(db).execute({ sub: claims.sub, jti: claims.jti });
  return row ?? null;
}
