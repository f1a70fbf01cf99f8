import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZForm,
  ZFormKeyParams,
  ZFormSummaryList,
  ZHospitalIdQuery,
  ZIdParams,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import type { TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { getFormById, getLatestForm, listLatestForms, toFormView } from './forms';

/** Form definitions: readable by any signed-in user (doctors fill them, admins review with them). */
export function createFormRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['forms'];

    app.get(
      '/forms/details',
      {
        onRequest: guard.authenticate,
        schema: {
          tags,
          querystring: ZHospitalIdQuery,
          response: withErrors({ 200: envelope(ZFormSummaryList) }),
        },
      },
      async (request) => ({ result: { data: await listLatestForms(ctx.db, request.query.hospitalId) } }),
    );

    app.get(
      '/forms/id/:id',
      {
        onRequest: guard.authenticate,
        schema: { tags, params: ZIdParams, response: withErrors({ 200: envelope(ZForm) }) },
      },
      async (request) => ({ result: toFormView(await getFormById(ctx.db, request.params.id)) }),
    );

    app.get(
      '/forms/:key',
      {
        onRequest: guard.authenticate,
        schema: {
          tags,
          params: ZFormKeyParams,
          querystring: ZHospitalIdQuery,
          response: withErrors({ 200: envelope(ZForm) }),
        },
      },
      async (request) => ({
        result: toFormView(await getLatestForm(ctx.db, request.query.hospitalId, request.params.key)),
      }),
    );
  };
}
