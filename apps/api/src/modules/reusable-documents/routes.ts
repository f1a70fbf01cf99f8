import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFileInfo,
  ZIdParams,
  ZReusableDocumentList,
  ZReusableDocumentParams,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { createFileStorage } from '@/core/storage/create-storage';
import type { TFileStorage } from '@/core/storage/storage';
import { withErrors } from '@/plugins/error-responses';
import { listReusableDocuments, reuseDocument } from './reusable-documents';

/** "Apply once" for documents: the doctor's documents from other applications, offered and copied. */
export function createReusableDocumentRoutes(
  ctx: TAppContext,
  guard: TAuthGuard,
  options: { storage?: TFileStorage } = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db: ctx.db, storage: options.storage ?? (await createFileStorage(ctx.config)) };
    const tags = ['applications'];
    // Note: doctors only; the services limit each doctor to their own applications and files.
    const onRequest = guard.requireRole('doctor');

    app.get(
      '/applications/:id/reusable-documents',
      {
        onRequest,
        schema: { tags, params: ZIdParams, response: withErrors({ 200: envelope(ZReusableDocumentList) }) },
      },
      async (request) => ({
        result: { data: await listReusableDocuments(deps, getAuth(request).user.id, request.params.id) },
      }),
    );

    app.post(
      '/applications/:id/reusable-documents/:fileId/use',
      {
        onRequest,
        schema: {
          tags,
          params: ZReusableDocumentParams,
          response: withErrors({ 201: envelope(ZFileInfo) }),
        },
      },
      async (request, reply) => {
        const result = await reuseDocument(deps, getAuth(request).user.id, {
          applicationId: request.params.id,
          fileId: request.params.fileId,
        });
        return reply.code(201).send({ result });
      },
    );
  };
}
