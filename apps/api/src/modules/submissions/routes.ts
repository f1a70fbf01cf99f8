import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminApplicationParams,
  ZApplicationChanges,
  ZErrorBody,
  ZSubmissionCompareQuery,
  ZSubmissionComparison,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { getApplicationChanges } from './changes';
import { compareSubmissions } from './compare';

/** What changed between an application's submissions, for the hospital's review. */
export function createSubmissionRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // Note: hospital administrators only; each service then limits them to their hospitals' applications.
    const onRequest = guard.requireRole('hospital_admin');

    app.get(
      '/admin/applications/:id/changes',
      {
        onRequest,
        schema: {
          tags: ['admin-applications'],
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZApplicationChanges), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await getApplicationChanges(ctx.db, getAuth(request).user, request.params.id),
      }),
    );

    app.get(
      '/admin/applications/:id/changes/compare',
      {
        onRequest,
        schema: {
          tags: ['admin-applications'],
          params: ZAdminApplicationParams,
          querystring: ZSubmissionCompareQuery,
          response: withErrors({ 200: envelope(ZSubmissionComparison), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await compareSubmissions(ctx.db, getAuth(request).user, {
          applicationId: request.params.id,
          ...request.query,
        }),
      }),
    );
  };
}
