import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCommentCreated,
  ZCommentList,
  ZCommentListParams,
  ZCommentListQuery,
  ZCreateCommentRequest,
  ZCreateReplyRequest,
  ZErrorBody,
  ZReplyCreated,
  envelope,
} from '@docapply/contracts';
import type { FastifyRequest } from 'fastify';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { createComment, createReply, listApplicationComments } from './comments';

/** Per signed-in user: plenty for a conversation, too few to flood a hospital's inbox. */
const WRITES_PER_MINUTE = 20;
const writeLimit = {
  max: WRITES_PER_MINUTE,
  timeWindow: '1 minute',
  // Counted once the body is valid (bad input mails nobody), so the signed-in user is known.
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => request.auth?.user.id ?? request.ip,
};

/** Comments and replies on an application (spec "Comments side panel"). */
export function createCommentRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['comments'];
    // Note: signed in only; whether the caller takes part in the application (its doctor or an admin
    // of its hospital) is decided in the service, which answers 404 to everyone else, whatever
    // their role, so a role check here would only change the status code.
    const onRequest = guard.authenticate;

    app.get(
      '/comments/:applicationId',
      {
        // Note: a delegate reads the comments of the doctor they act for (issue 16); writing is the doctor's.
        onRequest: guard.authenticateActing,
        schema: {
          tags,
          params: ZCommentListParams,
          querystring: ZCommentListQuery,
          response: withErrors({ 200: envelope(ZCommentList), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await listApplicationComments(ctx, getAuth(request).user, {
          applicationId: request.params.applicationId,
          cursor: request.query.cursor,
        }),
      }),
    );

    app.post(
      '/comments',
      {
        onRequest,
        config: { rateLimit: writeLimit },
        schema: {
          tags,
          body: ZCreateCommentRequest,
          response: withErrors({ 201: envelope(ZCommentCreated), 404: ZErrorBody }),
        },
      },
      async (request, reply) => {
        const comment = await createComment(ctx, getAuth(request).user, request.body);
        return reply.code(201).send({ result: { data: comment } });
      },
    );

    app.post(
      '/replies',
      {
        onRequest,
        config: { rateLimit: writeLimit },
        schema: {
          tags,
          body: ZCreateReplyRequest,
          response: withErrors({ 201: envelope(ZReplyCreated), 404: ZErrorBody }),
        },
      },
      async (request, reply) => {
        const created = await createReply(ctx, getAuth(request).user, request.body);
        return reply.code(201).send({ result: { data: created } });
      },
    );
  };
}
