import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminApplicationParams, ZApplicationFlags, ZErrorBody, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAdminApplication } from '@/core/access/admin-application';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { listApplicationFlags } from './flags';

/** The red flags of an application under review. */
export function createFlagRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/applications/:id/flags',
      {
        // Note: hospital administrators only; getAdminApplication limits them to their hospitals (404).
        onRequest: guard.requireRole('hospital_admin'),
        schema: {
          tags: ['admin-applications'],
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZApplicationFlags), 404: ZErrorBody }),
        },
      },
      async (request) => {
        const row = await getAdminApplication(ctx.db, getAuth(request).user, request.params.id);
        return { result: { flags: await listApplicationFlags(ctx.db, row) } };
      },
    );
  };
}
