import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  ACTING_FOR_HEADER,
  AUTH_HEADER,
  DELEGATE_MESSAGES,
  hasAnyRole,
  type TRole,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { markActor } from '@/core/context';
import { AppError } from '@/lib/app-error';
import { findActingDoctor } from '@/core/access/acting-for';
import type { TUserRow } from '@/core/users/users';
import { AUTH_MESSAGES } from './auth-messages';
import type { TSessionCache } from './session-cache';
import { noteSessionSeen } from './sessions';
import { verifyAccessToken } from './tokens';

/**
 * `user` is whose data the request works on: the signed-in account, or the doctor a delegate acts
 * for (issue 16), `delegate` then being the signed-in delegate.
 */
export type TAuth = {
  user: TUserRow;
  jti: string;
  expiresAt: Date;
  delegate?: TUserRow | null;
  /** The session may only set up a second factor (TAccessClaims.isEnrolOnly). */
  isEnrolOnly?: boolean;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    auth: TAuth | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** The route serves a session that may only set up a second factor (the security page's). */
    allowsEnrolOnly?: boolean;
  }
}

export type TAuthGuard = {
  /** onRequest hook: rejects before the body is even read. */
  authenticate: preHandlerAsyncHookHandler;
  /** requireRole('doctor') (the doctor's own routes) lets a delegate act for the doctor in ACTING_FOR_HEADER. */
  requireRole: (...allowed: TRole[]) => preHandlerAsyncHookHandler[];
  /** Any signed-in user; a delegate acting for a doctor reads as that doctor (comments). */
  authenticateActing: preHandlerAsyncHookHandler[];
  /** The doctor in person: a delegate acting for them is refused (attestation, submit, delegates). */
  requireDoctorInPerson: preHandlerAsyncHookHandler[];
};

function sessionEnded(): AppError {
  return new AppError('UNAUTHORIZED', { message: AUTH_MESSAGES.sessionEnded });
}

export function createAuthGuard(
  { config, db }: Pick<TAppContext, 'config' | 'db'>,
  sessions: Pick<TSessionCache, 'find'>,
): TAuthGuard {
  const authenticate = async (request: FastifyRequest) => {
    const header = request.headers[AUTH_HEADER];
    const token = typeof header === 'string' ? header.trim() : '';
    const claims = token ? await verifyAccessToken(config, token) : null;
    // Note: missing, forged, expired and revoked tokens all end the session the same way.
    const session = claims ? await sessions.find(claims) : null;
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
    // Note: a session that must first set up a passkey or an authenticator app reaches only the
    // routes that do that (and who am I, sign out); every other answer says what to do.
    if (claims.isEnrolOnly && !request.routeOptions.config.allowsEnrolOnly) {
      throw new AppError('FACTOR_REQUIRED', { message: AUTH_MESSAGES.factorRequired });
    }
    const { user } = session;
    noteSessionSeen(db, claims.jti, session.lastSeenAt);
    request.auth = {
      user,
      jti: claims.jti,
      expiresAt: claims.expiresAt,
      delegate: null,
      isEnrolOnly: claims.isEnrolOnly,
    };
    markActor(request.raw, user.id);
  };

  // Note: a delegate's request names a doctor; it is the doctor's only while a live delegation
  // joins them, read on every request, so a revoked delegate is refused at the very next call.
  const actForDoctor = async (request: FastifyRequest) => {
    const header = request.headers[ACTING_FOR_HEADER];
    const auth = request.auth;
    if (!auth || typeof header !== 'string' || !header || hasAnyRole(auth.user.roles, ['doctor'])) {
      return;
    }
    if (!hasAnyRole(auth.user.roles, ['delegate'])) {
      return;
    }
    const doctor = await findActingDoctor(db, auth.user.id, header.trim());
    if (!doctor) {
      throw new AppError('FORBIDDEN', { message: DELEGATE_MESSAGES.notActingFor });
    }
    request.auth = { ...auth, user: doctor, delegate: auth.user };
    markActor(request.raw, doctor.id, auth.user.id);
  };

  const requireRole = (...allowed: TRole[]) => [
    authenticate,
    // Only the doctor's own routes: not the live stream, which outlives the request that checked it.
    ...(allowed.length === 1 && allowed[0] === 'doctor' ? [actForDoctor] : []),
    async (request: FastifyRequest) => {
      // Note: a role check passes if any of the user's roles is allowed.
      if (!hasAnyRole(request.auth?.user.roles, allowed)) {
        throw new AppError('FORBIDDEN', { message: AUTH_MESSAGES.forbidden });
      }
    },
  ];

  const requireDoctorInPerson = [
    ...requireRole('doctor'),
    async (request: FastifyRequest) => {
      if (request.auth?.delegate) {
        throw new AppError('FORBIDDEN', { message: DELEGATE_MESSAGES.doctorOnly });
      }
    },
  ];

  return {
    authenticate,
    requireRole,
    authenticateActing: [authenticate, actForDoctor],
    requireDoctorInPerson,
  };
}

/** The signed-in user of a route guarded by `authenticate`. */
export function getAuth(request: FastifyRequest): TAuth {
  if (!request.auth) {
    throw sessionEnded();
  }
  return request.auth;
}
