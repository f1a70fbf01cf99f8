import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FILE_FIELD_NAME,
  FILE_MAX_BYTES,
  FILE_MESSAGES,
  ZFileInfo,
  ZFileParams,
  ZMessageResult,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/app-context';
import { AppError } from '@/lib/app-error';
import { getAuth, type TAuthGuard } from '@/modules/auth/guard';
import { withErrors } from '@/plugins/error-responses';
import { createAttachmentHeader } from './content-disposition';
import { createFileStorage } from './create-storage';
import { openFile, prepareUpload, removeFile, storeUpload, type TUpload } from './file-service';
import type { TFileStorage } from './storage';

const MULTIPART_LIMITS = { fileSize: FILE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldNameSize: 100 };

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/** The one file of a multipart upload, with the size and shape limits turned into our errors. */
async function readUpload(request: FastifyRequest): Promise<TUpload> {
  const missing = () => new AppError('BAD_REQUEST', { message: FILE_MESSAGES.missing });
  try {
    if (!request.isMultipart()) {
      throw missing();
    }
    const part = await request.file({ limits: MULTIPART_LIMITS });
    if (!part || part.fieldname !== FILE_FIELD_NAME) {
      throw missing();
    }
    const data = await part.toBuffer();
    return { filename: part.filename, data };
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE') || hasCode(error, 'FST_FILES_LIMIT')) {
      throw new AppError('PAYLOAD_TOO_LARGE', { message: FILE_MESSAGES.tooLarge });
    }
    throw error;
  }
}

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
        return reply
          .header('Content-Type', file.mime)
          .header('Content-Length', String(file.size))
          .header('Content-Disposition', createAttachmentHeader(file.originalName))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(stream);
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
