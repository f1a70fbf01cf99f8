import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApplicationIdQuery,
  ZPreviousRequestPeople,
  ZReferenceRequestList,
  ZSendRequestsBody,
  ZSentRequests,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { listDoctorRequests } from './doctor-requests';
import { findPreviousPeople } from './previous-people';
import { registerRequestRoutes } from './request-routes';
import { sendDoctorRequests } from './send-requests';

/**
 * Peer references: /references/* (doctor) and /references/respond (the referee, by link); with
 * /references/previous and /references/batch, a reappointment's people asked again at once.
 */
export function createReferenceRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/references/details',
      {
        // Note: doctors only; the service checks the application is the caller's.
        onRequest: guard.requireRole('doctor'),
        schema: {
          tags: ['references'],
          querystring: ZApplicationIdQuery,
          response: withErrors({ 200: envelope(ZReferenceRequestList) }),
        },
      },
      async (request) => ({
        result: {
          data: await listDoctorRequests(
            ctx,
            'reference',
            getAuth(request).user,
            request.query.applicationId,
          ),
        },
      }),
    );
    app.get(
      '/references/previous',
      {
        // Note: doctors (and their delegates) only; the service checks the application is the caller's.
        onRequest: guard.requireRole('doctor'),
        schema: {
          tags: ['references'],
          description:
            'On a reappointment: the references and covering physician of the approved application it renews, not yet asked again.',
          querystring: ZApplicationIdQuery,
          response: withErrors({ 200: envelope(ZPreviousRequestPeople) }),
        },
      },
      async (request) => ({
        result: await findPreviousPeople(ctx, getAuth(request).user, request.query.applicationId),
      }),
    );
    app.post(
      '/references/batch',
      {
        // Note: as POST /references, for several people at once (the covering physician's too).
        onRequest: guard.requireRole('doctor'),
        schema: {
          tags: ['references'],
          description: 'Asks several references and the covering physician at once: all of them, or none.',
          body: ZSendRequestsBody,
          response: withErrors({ 201: envelope(ZSentRequests) }),
        },
      },
      async (request, reply) =>
        reply.code(201).send({ result: await sendDoctorRequests(ctx, getAuth(request).user, request.body) }),
    );
    registerRequestRoutes(app, { ctx, guard, kind: 'reference', base: '/references' });
  };
}
