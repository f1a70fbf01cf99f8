import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminFormDetail,
  ZAdminFormList,
  ZAdminFormParams,
  ZAdminFormVersion,
  ZAdminFormVersionParams,
  ZAdminHospitalList,
  ZCreateFormRequest,
  ZFormDiff,
  ZFormDiffQuery,
  ZHospitalIdQuery,
  ZMessageResult,
  ZSaveFormDraftRequest,
  envelope,
  type TAdminFormParams,
  type THospitalIdQuery,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { createPrivilegeForm } from './create';
import { getFormDiff } from './diff';
import { discardFormDraft, publishFormDraft, saveFormDraft } from './drafts';
import { getAdminFormDetail, getAdminFormVersion, listAdminForms } from './reads';
import { listManagedHospitals } from '@/core/access/managed-hospital';

/** Form management (PRODUCT.md "Form management"): a hospital's forms, their drafts and versions. */
export function createAdminFormRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin-forms'];
    // Note: administrators only (doctors 403); each service then limits a hospital administrator
    // to their own hospitals (404 for another's), a platform administrator to none.
    const onRequest = guard.requireRole('hospital_admin', 'platform_admin');
    const byKey = { tags, params: ZAdminFormParams, querystring: ZHospitalIdQuery };

    app.get(
      '/admin/hospitals',
      { onRequest, schema: { tags, response: withErrors({ 200: envelope(ZAdminHospitalList) }) } },
      async (request) => ({ result: await listManagedHospitals(ctx.db, getAuth(request).user) }),
    );

    app.get(
      '/admin/forms',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZHospitalIdQuery,
          response: withErrors({ 200: envelope(ZAdminFormList) }),
        },
      },
      async (request) => ({
        result: await listAdminForms(ctx.db, getAuth(request).user, request.query.hospitalId),
      }),
    );

    app.post(
      '/admin/forms',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZHospitalIdQuery,
          body: ZCreateFormRequest,
          response: withErrors({ 201: envelope(ZAdminFormVersion) }),
        },
      },
      async (request, reply) => {
        const result = await createPrivilegeForm(ctx.db, {
          hospitalId: request.query.hospitalId,
          actor: getAuth(request).user,
          input: request.body,
        });
        return reply.code(201).send({ result });
      },
    );

    app.get(
      '/admin/forms/:key',
      { onRequest, schema: { ...byKey, response: withErrors({ 200: envelope(ZAdminFormDetail) }) } },
      async (request) => ({
        result: await getAdminFormDetail(ctx.db, getAuth(request).user, {
          hospitalId: request.query.hospitalId,
          key: request.params.key,
        }),
      }),
    );

    app.get(
      '/admin/forms/:key/versions/:version',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminFormVersionParams,
          querystring: ZHospitalIdQuery,
          response: withErrors({ 200: envelope(ZAdminFormVersion) }),
        },
      },
      async (request) => ({
        result: await getAdminFormVersion(ctx.db, getAuth(request).user, {
          hospitalId: request.query.hospitalId,
          ...request.params,
        }),
      }),
    );

    app.get(
      '/admin/forms/:key/diff',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminFormParams,
          querystring: ZFormDiffQuery,
          response: withErrors({ 200: envelope(ZFormDiff) }),
        },
      },
      async (request) => ({
        result: await getFormDiff(ctx.db, getAuth(request).user, {
          ...request.query,
          key: request.params.key,
        }),
      }),
    );

    /** Who changes which form, for the write services. */
    const writeOf = (
      request: FastifyRequest<{ Params: TAdminFormParams; Querystring: THospitalIdQuery }>,
    ) => ({
      hospitalId: request.query.hospitalId,
      key: request.params.key,
      actor: getAuth(request).user,
    });

    app.put(
      '/admin/forms/:key/draft',
      {
        onRequest,
        schema: {
          ...byKey,
          body: ZSaveFormDraftRequest,
          response: withErrors({ 200: envelope(ZAdminFormVersion) }),
        },
      },
      async (request) => ({
        result: await saveFormDraft(ctx.db, { ...writeOf(request), input: request.body }),
      }),
    );

    app.delete(
      '/admin/forms/:key/draft',
      { onRequest, schema: { ...byKey, response: withErrors({ 200: envelope(ZMessageResult) }) } },
      async (request) => ({ result: await discardFormDraft(ctx.db, writeOf(request)) }),
    );

    app.post(
      '/admin/forms/:key/publish',
      { onRequest, schema: { ...byKey, response: withErrors({ 200: envelope(ZAdminFormVersion) }) } },
      async (request) => ({ result: await publishFormDraft(ctx.db, writeOf(request)) }),
    );
  };
}
