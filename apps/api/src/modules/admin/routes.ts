import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@docapply/contracts';
import type { TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';

/** Platform-administrator endpoints (more arrive with the admin site). */
export function createAdminRoutes(guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/admin/ping',
      {
        // Note: platform administrators only.
        onRequest: guard.requireRole('platform_admin'),
        schema: {
          tags: ['admin'],
          response: withErrors({ 200: envelope(z.object({ message: z.string() })) }),
        },
      },
      async () => ({ result: { message: 'pong' } }),
    );
  };
}
