import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDelegate,
  ZDelegateList,
  ZDelegatedDoctorList,
  ZErrorBody,
  ZIdParams,
  ZInviteDelegateRequest,
  ZInviteDelegateResponse,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { listDelegatedDoctors, listDelegates, revokeDelegate } from './delegates';
import { inviteDelegate } from './invite';

/** Delegates (issue 16): the doctor invites, lists and revokes them; a delegate lists their doctors. */
export function createDelegateRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['delegates'];
    // Note: the doctor in person; a delegate never manages the doctor's delegates.
    const onRequest = guard.requireDoctorInPerson;

    app.post(
      '/delegates',
      {
        onRequest,
        schema: {
          tags,
          body: ZInviteDelegateRequest,
          response: withErrors({ 201: envelope(ZInviteDelegateResponse) }),
        },
      },
      async (request, reply) => {
        const result = await inviteDelegate(ctx, {
          doctor: getAuth(request).user,
          input: request.body,
        });
        return reply.code(201).send({ result });
      },
    );

    app.get(
      '/delegates',
      { onRequest, schema: { tags, response: withErrors({ 200: envelope(ZDelegateList) }) } },
      async (request) => ({ result: { data: await listDelegates(ctx.db, getAuth(request).user.id) } }),
    );

    app.delete(
      '/delegates/:id',
      {
        onRequest,
        schema: {
          tags,
          params: ZIdParams,
          response: withErrors({ 200: envelope(ZDelegate), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await revokeDelegate(ctx.db, {
          doctor: getAuth(request).user,
          delegationId: request.params.id,
        }),
      }),
    );

    app.get(
      '/delegations',
      {
        // Note: the signed-in delegate's own list; no doctor is acted for here.
        onRequest: guard.requireRole('delegate'),
        schema: { tags, response: withErrors({ 200: envelope(ZDelegatedDoctorList) }) },
      },
      async (request) => ({
        result: { data: await listDelegatedDoctors(ctx.db, getAuth(request).user.id) },
      }),
    );
  };
}
