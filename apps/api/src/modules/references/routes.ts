import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApplicationIdQuery, ZReferenceRequestList, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { listDoctorRequests } from './doctor-requests';
import { registerRequestRoutes } from './request-routes';

/** Peer references: /references/* (doctor) and /references/respond (the referee, by link). */
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
    registerRequestRoutes(app, { ctx, guard, kind: 'reference', base: '/references' });
  };
}
