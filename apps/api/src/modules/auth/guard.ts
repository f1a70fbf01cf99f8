import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_HEADER, hasAnyRole, type TRole } from '@docapply/contracts';
import type { TAppContext } from '@/app-context';
import { AppError } from '@/lib/app-error';
import type { TUserRow } from '@/modules/users/users';
import { AUTH_MESSAGES } from './messages';
import { findSessionUser, verifyAccessToken } from './tokens';

export type TAuth = { user: TUserRow; jti: string; expiresAt: Date };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    auth: TAuth | null;
  }
}

export type TAuthGuard = {
  /** onRequest hook: rejects before the body is even read. */
  authenticate: preHandlerAsyncHookHandler;
  requireRole: (...allowed: TRole[]) => preHandlerAsyncHookHandler[];
};

function sessionEnded(): AppError {
  return new AppError('UNAUTHORIZED', { message: AUTH_MESSAGES.sessionEnded });
}

export function createAuthGuard({ config, db }: Pick<TAppContext, 'config' | 'db'>): TAuthGuard {
  const authenticate = async (request: FastifyRequest) => {
    const header = request.headers[AUTH_HEADER];
    const token = typeof header === 'string' ? header.trim() : '';
    const claims = token ? await verifyAccessToken(config, token) : null;
    // Note: missing, forged, expired and revoked tokens all end the session the same way.
    const session = claims ? await findSessionUser(db, claims) : null;
    // Note: roles and the disabled flag are read from the database, not trusted from the token;
    // a password reset raises the session version, which ends every token issued before it.
    if (
      !claims ||
      !session ||
      session.isRevoked ||
      session.user.disabledAt ||
      session.user.sessionVersion !== claims.sessionVersion
    ) {
      throw sessionEnded();
    }
    const { user } = session;
    request.auth = { user, jti: claims.jti, expiresAt: claims.expiresAt };
  };

  const requireRole = (...allowed: TRole[]) => [
    authenticate,
    async (request: FastifyRequest) => {
      // Note: a role check passes if any of the user's roles is allowed.
      if (!hasAnyRole(request.auth?.user.roles, allowed)) {
        throw new AppError('FORBIDDEN', { message: AUTH_MESSAGES.forbidden });
      }
    },
  ];

  return { authenticate, requireRole };
}

/** The signed-in user of a route guarded by `authenticate`. */
export function getAuth(request: FastifyRequest): TAuth {
  if (!request.auth) {
    throw sessionEnded();
  }
  return request.auth;
}
