import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZVerificationItem, ZVerificationItemParams, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { checkVerificationItem } from './check';

/** The system's own check of a checklist item: today the NPI item, looked up in NPPES. */
export function createVerificationCheckRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/admin/applications/:id/verification/:itemId/check',
      {
        // Note: hospital administrators only; the service limits them to their own hospitals.
        onRequest: guard.requireRole('hospital_admin'),
        schema: {
          tags: ['verification'],
          params: ZVerificationItemParams,
          response: withErrors({ 200: envelope(ZVerificationItem) }),
        },
      },
      async (request) => ({
        result: await checkVerificationItem(ctx, getAuth(request).user, {
          applicationId: request.params.id,
          itemId: request.params.itemId,
        }),
      }),
    );
  };
}
