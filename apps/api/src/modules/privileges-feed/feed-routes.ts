import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody, ZFeedPage, ZFeedQuery, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { createAttachmentHeader } from '@/core/storage/content-disposition';
import { withErrors } from '@/plugins/error-responses';
import { getApiToken, requireApiToken } from '@/modules/api-tokens';
import { getFeedPage, streamFeedCsv } from './feed';

/**
 * The privileges feed another system reads with a hospital API token (`privileges:read`): the
 * token's hospital's privileges and no other's, whatever the request says.
 */
export function createPrivilegesFeedRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['privileges-feed'];
    const onRequest = requireApiToken('privileges:read');
    const denied = { 401: ZErrorBody, 403: ZErrorBody };

    app.get(
      '/feed/privileges.json',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZFeedQuery,
          response: withErrors({ 200: envelope(ZFeedPage), ...denied }),
        },
      },
      // Note: the hospital is the token's (getApiToken), never a parameter.
      async (request) => ({
        result: await getFeedPage(ctx.db, {
          hospitalId: getApiToken(request).hospitalId,
          query: request.query,
        }),
      }),
    );

    app.get(
      '/feed/privileges.csv',
      {
        onRequest,
        schema: { tags, summary: 'The current privileges as CSV: a header row, then one row per privilege' },
      },
      async (request, reply) => {
        const csv = streamFeedCsv(ctx.db, {
          hospitalId: getApiToken(request).hospitalId,
          onError: (error) => request.log.error({ err: error }, 'Privileges feed stopped'),
        });
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', createAttachmentHeader('privileges.csv'))
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );
  };
}
