import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX, type TApiTokenScope } from '@docapply/contracts';
import { getAppContext, readNow } from '@/core/context';
import { apiTokens } from '@/core/db/schema';
import { AppError } from '@/lib/app-error';
import { hashApiToken } from './tokens';

/** The token a request came with: whose hospital's data it may read, and what. */
export type TApiTokenAuth = { id: string; hospitalId: string; scopes: TApiTokenScope[] };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    apiToken?: TApiTokenAuth;
  }
}

const LAST_USED_EVERY_MS = 60_000;
const BEARER = /^Bearer\s+(\S+)$/i;

function unauthorized(message: string): AppError {
  return new AppError('UNAUTHORIZED', { message });
}

/**
 * onRequest hook of a route another system reads with a hospital's API token
 * (`Authorization: Bearer dak_…`): 401 without a live token (missing, unknown, revoked, expired:
 * one answer, so a guess learns nothing), 403 when the token lacks the scope (any live token
 * passes without one). The token's hospital
 * is the only one the route may read (`getApiToken(request).hospitalId`).
 */
export function requireApiToken(scope?: TApiTokenScope): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const header = request.headers.authorization;
    const token = typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
    if (!token?.startsWith(API_TOKEN_PREFIX) || token.length > 200) {
      void reply.header('www-authenticate', 'Bearer realm="docapply"');
      throw unauthorized(token ? API_TOKEN_MESSAGES.invalid : API_TOKEN_MESSAGES.missing);
    }
    const { db } = getAppContext();
    const now = readNow();
    const [row] = await db
      .select({
        id: apiTokens.id,
        hospitalId: apiTokens.hospitalId,
        scopes: apiTokens.scopes,
        expiresAt: apiTokens.expiresAt,
        lastUsedAt: apiTokens.lastUsedAt,
      })
      .from(apiTokens)
      .where(and(eq(apiTokens.tokenHash, hashApiToken(token)), isNull(apiTokens.revokedAt)))
      .limit(1);
    if (!row || (row.expiresAt && row.expiresAt <= now)) {
      void reply.header('www-authenticate', 'Bearer realm="docapply", error="invalid_token"');
      throw unauthorized(API_TOKEN_MESSAGES.invalid);
    }
    const scopes = row.scopes as TApiTokenScope[];
    if (scope && !scopes.includes(scope)) {
      throw new AppError('FORBIDDEN', { message: API_TOKEN_MESSAGES.scope(scope) });
    }
    // Note: when it was last used is worth a write a minute, not one per read of a syncing client.
    if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
      const before = new Date(now.getTime() - LAST_USED_EVERY_MS);
      await db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(
          and(eq(apiTokens.id, row.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, before))),
        );
    }
    request.apiToken = { id: row.id, hospitalId: row.hospitalId, scopes };
  };
}

/** The token of a route guarded by requireApiToken. */
export function getApiToken(request: FastifyRequest): TApiTokenAuth {
  if (!request.apiToken) {
    throw unauthorized(API_TOKEN_MESSAGES.missing);
  }
  return request.apiToken;
}
