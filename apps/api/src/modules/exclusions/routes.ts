import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApplicationVerification,
  ZExclusionImport,
  ZExclusionListUrl,
  ZExclusionLists,
  ZExclusionSourceParams,
  ZResolveScreening,
  ZScreeningParams,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { downloadExclusionList } from './download';
import { importParsedList } from './import';
import { getExclusionLists, setExclusionListUrl } from './lists';
import { resolveScreening } from './resolve';
import { LIST_UPLOAD_LIMITS, readListUpload } from './upload';

/**
 * The exclusion lists (issue 15): the platform administrator's lists, download URLs, uploads and
 * downloads; and the hospital administrator's decision on a possible match.
 */
export function createExclusionRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['exclusion-lists'];
    // Registered in this plugin only: the list upload is the one multipart body here.
    await app.register(multipart, { limits: LIST_UPLOAD_LIMITS });
    // Note: the lists are the platform's: platform administrators only (anyone else 403).
    const platformOnly = guard.requireRole('platform_admin');
    // Note: hospital administrators only; the service limits them to their own hospitals' applications.
    const adminOnly = guard.requireRole('hospital_admin');

    app.get(
      '/platform/exclusion-lists',
      { onRequest: platformOnly, schema: { tags, response: withErrors({ 200: envelope(ZExclusionLists) }) } },
      async () => ({ result: await getExclusionLists(ctx.db) }),
    );

    app.put(
      '/platform/exclusion-lists/:source',
      {
        onRequest: platformOnly,
        schema: {
          tags,
          params: ZExclusionSourceParams,
          body: ZExclusionListUrl,
          response: withErrors({ 200: envelope(ZExclusionLists) }),
        },
      },
      async (request) => ({
        result: await setExclusionListUrl(ctx, {
          actor: getAuth(request).user,
          source: request.params.source,
          input: request.body,
        }),
      }),
    );

    app.post(
      '/platform/exclusion-lists/:source/import',
      {
        onRequest: platformOnly,
        schema: {
          tags,
          params: ZExclusionSourceParams,
          consumes: ['multipart/form-data'],
          response: withErrors({ 200: envelope(ZExclusionImport) }),
        },
      },
      async (request) => {
        const { source } = request.params;
        const { parsed, fileName, listDate, startedAt } = await readListUpload(request, source);
        const result = await importParsedList(ctx, parsed, {
          listDate,
          fileName,
          actor: getAuth(request).user,
          startedAt,
        });
        return { result };
      },
    );

    app.post(
      '/platform/exclusion-lists/:source/download',
      {
        onRequest: platformOnly,
        schema: {
          tags,
          params: ZExclusionSourceParams,
          response: withErrors({ 200: envelope(ZExclusionImport) }),
        },
      },
      async (request) => ({
        result: await downloadExclusionList(ctx, {
          source: request.params.source,
          now: new Date(),
          actor: getAuth(request).user,
        }),
      }),
    );

    app.post(
      '/admin/applications/:id/screenings/:screeningId/resolve',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZScreeningParams,
          body: ZResolveScreening,
          response: withErrors({ 200: envelope(ZApplicationVerification) }),
        },
      },
      async (request) => ({
        result: await resolveScreening(ctx, {
          user: getAuth(request).user,
          applicationId: request.params.id,
          screeningId: request.params.screeningId,
          input: request.body,
        }),
      }),
    );
  };
}
