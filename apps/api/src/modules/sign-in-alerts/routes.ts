import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSignInAlerts, ZSignInAlertsQuery, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { listSignInAlerts } from './alerts';

/** /platform/sign-in-alerts: failed sign-in activity worth attention, read only. */
export function createSignInAlertRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/platform/sign-in-alerts',
      {
        // Note: every account's failed sign-ins: platform administrators only.
        onRequest: guard.requireRole('platform_admin'),
        schema: {
          tags: ['platform'],
          querystring: ZSignInAlertsQuery,
          response: withErrors({ 200: envelope(ZSignInAlerts) }),
        },
      },
      async (request) => ({
        result: await listSignInAlerts(ctx.db, { hours: request.query.hours, now: new Date() }),
      }),
    );
  };
}
