import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEndSessionResponse,
  ZErrorBody,
  ZIdParams,
  ZMessageResult,
  ZSignInSessionList,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { endAllSessions, endSession, listSessions } from './sessions';

/** The signed-in account's sessions: listed, one signed out, or all of them. */
export function createSignInActivityRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth'];
    // Note: any signed-in account, as itself: x-acting-for is not read here, so a delegate sees
    // and ends their own sessions, never the doctor's.
    const onRequest = guard.authenticate;

    app.get(
      '/auth/sessions',
      { onRequest, schema: { tags, response: withErrors({ 200: envelope(ZSignInSessionList) }) } },
      async (request) => {
        const { user, jti } = getAuth(request);
        return { result: { data: await listSessions(ctx.db, { userId: user.id, currentJti: jti }) } };
      },
    );

    app.delete(
      '/auth/sessions/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Signs one session of the account out',
          params: ZIdParams,
          response: withErrors({ 200: envelope(ZEndSessionResponse), 404: ZErrorBody }),
        },
      },
      async (request) => {
        const { user, jti } = getAuth(request);
        return {
          result: await endSession({ userId: user.id, currentJti: jti, sessionId: request.params.id }),
        };
      },
    );

    app.post(
      '/auth/sessions/end-all',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Signs every session of the account out, this one included',
          response: withErrors({ 200: envelope(ZMessageResult) }),
        },
      },
      async (request) => ({ result: await endAllSessions({ userId: getAuth(request).user.id }) }),
    );
  };
}
