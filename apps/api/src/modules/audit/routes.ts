import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZPlatformAuditExportQuery,
  ZPlatformAuditPage,
  ZPlatformAuditQuery,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TAuthGuard } from '@/core/access/guard';
import { createAttachmentHeader } from '@/core/storage/content-disposition';
import { withErrors } from '@/plugins/error-responses';
import { streamAuditCsv } from './export';
import { listPlatformAudit } from './platform-audit';

/**
 * /platform/audit: the whole audit trail for the platform administrator, read only. There is no
 * write route: rows are appended by the services that make each change (writeAudit).
 */
export function createPlatformAuditRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['platform'];
    // Note: the whole trail (every hospital, every account) is for platform administrators only.
    const onRequest = guard.requireRole('platform_admin');

    app.get(
      '/platform/audit',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZPlatformAuditQuery,
          response: withErrors({ 200: envelope(ZPlatformAuditPage) }),
        },
      },
      async (request) => ({ result: await listPlatformAudit(ctx.db, request.query) }),
    );

    app.get(
      '/platform/audit/export',
      {
        onRequest,
        schema: { tags, summary: 'The filtered audit trail as CSV', querystring: ZPlatformAuditExportQuery },
      },
      async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        const csv = streamAuditCsv(ctx.db, request.query, {
          onError: (error) => request.log.error({ err: error }, 'Audit export stopped'),
        });
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', createAttachmentHeader(`audit-${day}.csv`))
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );
  };
}
