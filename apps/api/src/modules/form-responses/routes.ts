import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApplicationIdQuery,
  ZApplicationStatusReport,
  ZCreateFormResponseRequest,
  ZExpiringDocumentList,
  ZExpiringDocumentsQuery,
  ZFormResponse,
  ZFormResponseUserQuery,
  ZIdParams,
  ZMessageResult,
  ZSaveFormResponseRequest,
  ZSaveFormResponseResult,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getApplicationStatusReport } from '@/modules/application-state';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { listExpiringDocuments } from './expiring';
import { findUserResponse, getOrCreateResponse, getOwnResponse, toResponseView } from './form-responses';
import { deleteResponse, saveAnswers } from './save-answers';

/** The doctor's answers to the application, survey and privilege forms. */
export function createFormResponseRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['form responses'];
    // Note: doctors only; each service limits the doctor to their own responses and applications.
    const onRequest = guard.requireRole('doctor');

    app.post(
      '/formsResponse',
      {
        onRequest,
        schema: {
          tags,
          body: ZCreateFormResponseRequest,
          response: withErrors({ 200: envelope(ZFormResponse) }),
        },
      },
      async (request) => ({
        result: await getOrCreateResponse(ctx.db, getAuth(request).user.id, request.body),
      }),
    );

    app.get(
      '/formsResponse/status',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZApplicationIdQuery,
          response: withErrors({ 200: envelope(ZApplicationStatusReport) }),
        },
      },
      async (request) => ({
        result: await getApplicationStatusReport(
          ctx.db,
          getAuth(request).user.id,
          request.query.applicationId,
        ),
      }),
    );

    app.get(
      '/formsResponse/expiring',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZExpiringDocumentsQuery,
          response: withErrors({ 200: envelope(ZExpiringDocumentList) }),
        },
      },
      async (request) => ({
        result: {
          data: await listExpiringDocuments(ctx.db, getAuth(request).user.id, request.query.days),
        },
      }),
    );

    app.get(
      '/formsResponse/form/user',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZFormResponseUserQuery,
          response: withErrors({ 200: envelope(ZFormResponse.nullable()) }),
        },
      },
      async (request) => ({
        result: await findUserResponse(ctx.db, getAuth(request).user.id, request.query),
      }),
    );

    app.get(
      '/formsResponse/:id',
      {
        onRequest,
        schema: { tags, params: ZIdParams, response: withErrors({ 200: envelope(ZFormResponse) }) },
      },
      async (request) => {
        const { response } = await getOwnResponse(ctx.db, getAuth(request).user.id, request.params.id);
        return { result: toResponseView(response) };
      },
    );

    app.put(
      '/formsResponse/:id',
      {
        onRequest,
        schema: {
          tags,
          params: ZIdParams,
          body: ZSaveFormResponseRequest,
          response: withErrors({ 200: envelope(ZSaveFormResponseResult) }),
        },
      },
      async (request) => ({
        result: await saveAnswers(ctx.db, getAuth(request).user.id, request.params.id, request.body.answers),
      }),
    );

    app.delete(
      '/formsResponse/:id',
      {
        onRequest,
        schema: { tags, params: ZIdParams, response: withErrors({ 200: envelope(ZMessageResult) }) },
      },
      async (request) => ({
        result: await deleteResponse(ctx.db, getAuth(request).user.id, request.params.id),
      }),
    );
  };
}
