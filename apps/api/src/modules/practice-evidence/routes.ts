import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminApplicationParams, ZErrorBody, ZPracticeEvidence, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAdminApplication } from '@/core/access/admin-application';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { loadPracticeEvidence } from './evidence';

/** GET /admin/applications/{id}/practice-evidence: the office's review of a reappointment. */
export function createPracticeEvidenceRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/applications/:id/practice-evidence',
      {
        // Note: hospital administrators; getAdminApplication then limits them to their hospitals (404).
        onRequest: guard.requireRole('hospital_admin'),
        schema: {
          tags: ['practice-evidence'],
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZPracticeEvidence), 404: ZErrorBody }),
        },
      },
      async (request) => {
        const { application } = await getAdminApplication(ctx.db, getAuth(request).user, request.params.id);
        return { result: await loadPracticeEvidence(ctx.db, application) };
      },
    );
  };
}
