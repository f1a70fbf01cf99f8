import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminApplicationParams,
  ZApplicationAuditPage,
  ZApplicationAuditQuery,
  ZErrorBody,
  ZIdParams,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { listApplicationAudit, listOwnApplicationAudit } from './audit-trail';

/** An application's audit trail: on its review by the hospital's administrators; its doctor's side by the doctor. */
export function createApplicationAuditRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // Note: hospital administrators only; the service then limits them to the application's hospital.
    const onRequest = guard.requireRole('hospital_admin');

    app.get(
      '/admin/applications/:id/audit',
      {
        onRequest,
        schema: {
          tags: ['admin-applications'],
          params: ZAdminApplicationParams,
          querystring: ZApplicationAuditQuery,
          response: withErrors({ 200: envelope(ZApplicationAuditPage), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await listApplicationAudit(ctx.db, getAuth(request).user, {
          applicationId: request.params.id,
          cursor: request.query.cursor,
        }),
      }),
    );

    app.get(
      '/applications/:id/audit',
      {
        // Note: the doctor, or their delegate acting for them; the service limits it to their own application.
        onRequest: guard.requireRole('doctor'),
        schema: {
          tags: ['applications'],
          params: ZIdParams,
          querystring: ZApplicationAuditQuery,
          response: withErrors({ 200: envelope(ZApplicationAuditPage), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await listOwnApplicationAudit(ctx.db, getAuth(request).user.id, {
          applicationId: request.params.id,
          cursor: request.query.cursor,
        }),
      }),
    );
  };
}
