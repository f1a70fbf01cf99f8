import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminApplicationParams, ZApplicationChanges, ZErrorBody, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAdminApplication } from '@/core/access/admin-application';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { getApplicationChanges } from './changes';

/** What changed between an application's submissions, for the hospital's review. */
export function createSubmissionRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/applications/:id/changes',
      {
        // Note: hospital administrators only; getAdminApplication then limits them to their hospitals.
        onRequest: guard.requireRole('hospital_admin'),
        schema: {
          tags: ['admin-applications'],
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZApplicationChanges), 404: ZErrorBody }),
        },
      },
      async (request) => {
        const { application } = await getAdminApplication(ctx.db, getAuth(request).user, request.params.id);
        return { result: await getApplicationChanges(ctx.db, application) };
      },
    );
  };
}
