import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApplicationIdQuery, ZReferenceRequest, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { listDoctorRequests, registerRequestRoutes } from '@/modules/references';
import { withErrors } from '@/plugins/error-responses';

/** The covering physician (one per application): /alternativeCoverage/*, same rules as references. */
export function createCoverageRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/alternativeCoverage/details',
      {
        // Note: doctors only; the service checks the application is the caller's.
        onRequest: guard.requireRole('doctor'),
        schema: {
          tags: ['coverage'],
          querystring: ZApplicationIdQuery,
          response: withErrors({ 200: envelope(ZReferenceRequest.nullable()) }),
        },
      },
      async (request) => {
        const rows = await listDoctorRequests(
          ctx,
          'coverage',
          getAuth(request).user,
          request.query.applicationId,
        );
        return { result: rows[0] ?? null };
      },
    );
    registerRequestRoutes(app, { ctx, guard, kind: 'coverage', base: '/alternativeCoverage' });
  };
}
