import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZShortUrlParams, ZShortUrlResponse, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { withErrors } from '@/plugins/error-responses';
import { resolveShortUrl } from './short-urls';

/** GET /urls/{code}: open (the people who follow these links have no account). */
export function createShortUrlRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/urls/:code',
      {
        schema: {
          tags: ['open'],
          params: ZShortUrlParams,
          response: withErrors({ 200: envelope(ZShortUrlResponse) }),
        },
      },
      async (request, reply) => {
        // Note: open route; the code is a random secret and the target carries its own signed token.
        reply.header('Cache-Control', 'no-store');
        return { result: await resolveShortUrl(ctx.db, request.params.code) };
      },
    );
  };
}
