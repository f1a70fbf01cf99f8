import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminApplicationParams,
  ZAdminApplicationReview,
  ZAdminCountsQuery,
  ZAdminQueuePage,
  ZAdminQueueQuery,
  ZAdminRequestParams,
  ZAdminResendResponse,
  ZAdminStatusChangeRequest,
  ZAdminStatusCounts,
  envelope,
  type TRequestKind,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { countAdminApplications } from './counts';
import { decideApplication } from './decide';
import { listAdminQueue } from './queue';
import { resendAdminRequest } from './resend';
import { buildAdminReview } from './review';
import { getAdminApplication } from '@/core/access/admin-application';

/** The hospital administrator's applications: queue, counts, review, decisions, resends. */
export function createAdminApplicationRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin-applications'];
    // Note: hospital administrators only; each service then limits them to their own hospitals.
    const onRequest = guard.requireRole('hospital_admin');

    app.get(
      '/admin/applications',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZAdminQueueQuery,
          response: withErrors({ 200: envelope(ZAdminQueuePage) }),
        },
      },
      async (request) => ({ result: await listAdminQueue(ctx.db, getAuth(request).user, request.query) }),
    );

    app.get(
      '/admin/applications/counts',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZAdminCountsQuery,
          response: withErrors({ 200: envelope(ZAdminStatusCounts) }),
        },
      },
      async (request) => ({
        result: await countAdminApplications(ctx.db, getAuth(request).user, request.query),
      }),
    );

    app.get(
      '/admin/applications/:id',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZAdminApplicationReview) }),
        },
      },
      async (request) => {
        const row = await getAdminApplication(ctx.db, getAuth(request).user, request.params.id);
        return { result: await buildAdminReview(ctx.db, row) };
      },
    );

    app.post(
      '/admin/applications/:id/status',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          body: ZAdminStatusChangeRequest,
          response: withErrors({ 200: envelope(ZAdminApplicationReview) }),
        },
      },
      async (request) => ({
        result: await decideApplication(ctx, getAuth(request).user, {
          applicationId: request.params.id,
          ...request.body,
        }),
      }),
    );

    const resendPaths: Record<TRequestKind, string> = {
      reference: '/admin/applications/:id/references/:requestId/resend',
      coverage: '/admin/applications/:id/coverage/:requestId/resend',
    };
    for (const kind of ['reference', 'coverage'] as const) {
      app.post(
        resendPaths[kind],
        {
          onRequest,
          schema: {
            tags,
            params: ZAdminRequestParams,
            response: withErrors({ 200: envelope(ZAdminResendResponse) }),
          },
        },
        async (request) => ({
          result: await resendAdminRequest(ctx, getAuth(request).user, {
            kind,
            applicationId: request.params.id,
            requestId: request.params.requestId,
          }),
        }),
      );
    }
  };
}
