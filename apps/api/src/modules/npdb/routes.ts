import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILE_MAX_BYTES,
  NPDB_RESPONSE_PART,
  ZAdminApplicationParams,
  ZApplicationNpdb,
  ZErrorBody,
  ZNpdbQueryParams,
  ZReviewNpdbQuery,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { sendAttachment } from '@/core/storage/content-disposition';
import { createFileStorage } from '@/core/storage/create-storage';
import { MULTIPART_LIMITS, readFormBody } from '@/core/storage/read-upload';
import type { TFileStorage } from '@/core/storage/storage';
import { withErrors } from '@/plugins/error-responses';
import { openNpdbResponse } from './downloads';
import { NPDB_MESSAGES } from './messages';
import { prepareNpdbQuery, recordNpdbQuery, reviewNpdbQuery } from './record';
import { buildApplicationNpdb } from './views';

/** A recorded query's body: six short fields (ZRecordNpdbQuery) and the response file. */
const NPDB_MULTIPART_LIMITS = {
  ...MULTIPART_LIMITS,
  fileSize: FILE_MAX_BYTES,
  files: 1,
  fields: 6,
  parts: 7,
};

/**
 * The office's NPDB queries of an application's doctor at its hospital (issue 40): read them with
 * the standing, record one with its response, record its review, download the response. Office-only:
 * the doctor has no route here.
 */
export function createNpdbRoutes(
  ctx: TAppContext,
  guard: TAuthGuard,
  storage?: TFileStorage,
): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db: ctx.db, storage: storage ?? (await createFileStorage(ctx.config)) };
    const tags = ['npdb'];
    // Note: hospital administrators only (a doctor is 403); each service then limits them to their
    // own hospitals' submitted applications (anything else 404).
    const onRequest = guard.requireRole('hospital_admin');
    const notFound = { 404: ZErrorBody };
    await app.register(multipart, { limits: NPDB_MULTIPART_LIMITS });

    app.get(
      '/admin/applications/:id/npdb',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZApplicationNpdb), ...notFound }),
        },
      },
      async (request) => {
        const target = await prepareNpdbQuery(ctx.db, getAuth(request).user, request.params.id);
        return { result: await buildApplicationNpdb(ctx.db, target) };
      },
    );

    app.post(
      '/admin/applications/:id/npdb',
      {
        onRequest,
        schema: {
          tags,
          summary: `Record an NPDB query: fields of ZRecordNpdbQuery and the response PDF as \`${NPDB_RESPONSE_PART}\``,
          params: ZAdminApplicationParams,
          consumes: ['multipart/form-data'],
          response: withErrors({ 201: envelope(ZApplicationNpdb), ...notFound }),
        },
      },
      async (request, reply) => {
        const { user } = getAuth(request);
        const target = await prepareNpdbQuery(ctx.db, user, request.params.id);
        const body = await readFormBody(request, {
          fileField: NPDB_RESPONSE_PART,
          limits: NPDB_MULTIPART_LIMITS,
          messages: {
            notMultipart: NPDB_MESSAGES.notMultipart,
            fieldTooLong: NPDB_MESSAGES.fieldTooLong,
            wrongFilePart: NPDB_MESSAGES.responsePart,
          },
        });
        return reply.code(201).send({ result: await recordNpdbQuery(deps, user, target, body) });
      },
    );

    app.post(
      '/admin/applications/:id/npdb/:queryId/review',
      {
        onRequest,
        schema: {
          tags,
          params: ZNpdbQueryParams,
          body: ZReviewNpdbQuery,
          response: withErrors({ 200: envelope(ZApplicationNpdb), ...notFound }),
        },
      },
      async (request) => ({
        result: await reviewNpdbQuery(ctx.db, getAuth(request).user, {
          applicationId: request.params.id,
          queryId: request.params.queryId,
          ...request.body,
        }),
      }),
    );

    app.get(
      '/admin/applications/:id/npdb/:queryId/response',
      {
        onRequest,
        schema: {
          tags,
          params: ZNpdbQueryParams,
          response: withErrors({ 200: z.any().describe('The NPDB response document'), ...notFound }),
        },
      },
      async (request, reply) => {
        const file = await openNpdbResponse(deps, getAuth(request).user, {
          applicationId: request.params.id,
          queryId: request.params.queryId,
        });
        return sendAttachment(reply, file);
      },
    );
  };
}
