import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { isDatabaseReachable } from '@/core/db/client';
import { AppError } from '@/lib/app-error';
import { withErrors } from '@/plugins/error-responses';

export function createHealthRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { rateLimit: false },
        schema: { tags: ['system'], response: withErrors({ 200: envelope(ZHealthResponse) }) },
      },
      async () => {
        // A load balancer should stop sending traffic to a process that lost its database.
        if (!(await isDatabaseReachable(ctx.db))) {
          throw new AppError('INTERNAL', { message: 'The database is not reachable.' });
        }
        return { result: { status: 'ok' as const } };
      },
    );
  };
}
