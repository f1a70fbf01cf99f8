import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFileInfo, ZFileParams, ZMessageResult, envelope } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { sendAttachment } from '@/core/storage/content-disposition';
import { createFileStorage } from '@/core/storage/create-storage';
import { openFile, prepareUpload, removeFile, storeUpload, toDownloadName } from '@/core/files/file-service';
import { MULTIPART_LIMITS, readUpload } from '@/core/storage/read-upload';
import type { TFileStorage } from '@/core/storage/storage';

/** /gcs/upload|get|remove/{a}/{b}: a = application id or "profile", b = the file's uuid. */
export function createFileRoutes(
  ctx: TAppContext,
  guard: TAuthGuard,
  storage?: TFileStorage,
): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db: ctx.db, storage: storage ?? (await createFileStorage(ctx.config)) };
    const tags = ['files'];
    // Registered here only: multipart bodies are accepted by these routes and nowhere else.
    await app.register(multipart, { limits: MULTIPART_LIMITS });

    app.post(
      '/gcs/upload/:a/:b',
      {
        onRequest: guard.requireRole('doctor'),
        schema: {
          tags,
          params: ZFileParams,
          consumes: ['multipart/form-data'],
          response: withErrors({ 201: envelope(ZFileInfo) }),
        },
      },
      async (request, reply) => {
        const { user } = getAuth(request);
        const { a, b } = request.params;
        const { applicationId } = await prepareUpload(deps, user, a, b);
        const upload = await readUpload(request);
        const result = await storeUpload(deps, user, { applicationId, id: b }, upload);
        return reply.code(201).send({ result });
      },
    );

    app.get(
      '/gcs/get/:a/:b',
      { onRequest: guard.authenticate, schema: { tags, params: ZFileParams } },
      async (request, reply) => {
        const { file, stream } = await openFile(
          deps,
          getAuth(request).user,
          request.params.a,
          request.params.b,
        );
        return sendAttachment(reply, {
          name: toDownloadName(file),
          contentType: file.mime,
          size: file.size,
          body: stream,
        });
      },
    );

    app.delete(
      '/gcs/remove/:a/:b',
      {
        onRequest: guard.requireRole('doctor'),
        schema: { tags, params: ZFileParams, response: withErrors({ 200: envelope(ZMessageResult) }) },
      },
      async (request) => ({
        result: await removeFile(deps, getAuth(request).user, request.params.a, request.params.b),
      }),
    );
  };
}
