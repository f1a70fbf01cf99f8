import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApplicationDetail,
  ZApplicationForm,
  ZApplicationList,
  ZApplicationSearchQuery,
  ZApplicationSearchResult,
  ZApplicationSummary,
  ZCreateApplicationRequest,
  ZHospitalIdQuery,
  ZIdParams,
  ZSubmitApplicationRequest,
  ZUpgradeFormParams,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { createApplication } from './create';
import { getOwnApplicationDetail } from './detail';
import {
  findLatestOwnApplication,
  listOwnApplications,
  searchOwnApplications,
} from '@/modules/application-state';
import { submitApplication } from './submit';
import { upgradeForm } from './upgrade-form';

/** The doctor's applications. Every service scopes to the signed-in doctor. */
export function createApplicationRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['applications'];
    // Note: doctors only; each service then limits the doctor to their own applications.
    const onRequest = guard.requireRole('doctor');

    app.post(
      '/applications',
      {
        onRequest,
        schema: {
          tags,
          body: ZCreateApplicationRequest,
          response: withErrors({ 200: envelope(ZApplicationSummary), 201: envelope(ZApplicationSummary) }),
        },
      },
      async (request, reply) => {
        const { summary, isNew } = await createApplication(
          ctx.db,
          getAuth(request).user.id,
          request.body.hospitalId,
        );
        return reply.code(isNew ? 201 : 200).send({ result: summary });
      },
    );

    app.get(
      '/applications/all/hospitals',
      { onRequest, schema: { tags, response: withErrors({ 200: envelope(ZApplicationList) }) } },
      async (request) => ({ result: { data: await listOwnApplications(ctx.db, getAuth(request).user.id) } }),
    );

    app.get(
      '/applications/search',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZApplicationSearchQuery,
          response: withErrors({ 200: envelope(ZApplicationSearchResult) }),
        },
      },
      async (request) => ({
        result: await searchOwnApplications(ctx.db, getAuth(request).user.id, request.query),
      }),
    );

    app.get(
      '/applications/getApplicationByType',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZHospitalIdQuery,
          response: withErrors({ 200: envelope(ZApplicationSummary.nullable()) }),
        },
      },
      async (request) => ({
        result: await findLatestOwnApplication(ctx.db, getAuth(request).user.id, request.query.hospitalId),
      }),
    );

    app.get(
      '/applicationDatas/:id',
      {
        onRequest,
        schema: { tags, params: ZIdParams, response: withErrors({ 200: envelope(ZApplicationDetail) }) },
      },
      async (request) => ({
        result: await getOwnApplicationDetail(ctx.db, getAuth(request).user.id, request.params.id),
      }),
    );

    app.post(
      '/applications/:id/submit',
      {
        // Note: only the doctor attests and submits; their delegate is refused (issue 16).
        onRequest: guard.requireDoctorInPerson,
        schema: {
          tags,
          params: ZIdParams,
          body: ZSubmitApplicationRequest,
          response: withErrors({ 200: envelope(ZApplicationSummary) }),
        },
      },
      async (request) => ({
        result: await submitApplication(ctx, {
          doctor: getAuth(request).user,
          applicationId: request.params.id,
          attestationName: request.body.attestationName,
        }),
      }),
    );

    app.post(
      '/applications/:id/forms/:kind/upgrade',
      {
        onRequest,
        schema: {
          tags,
          // A malformed id reads as an unknown one (404), as ZIdParams reads every other id.
          params: ZUpgradeFormParams,
          response: withErrors({ 200: envelope(ZApplicationForm) }),
        },
      },
      async (request) => ({
        result: await upgradeForm(ctx.db, {
          doctorId: getAuth(request).user.id,
          applicationId: request.params.id,
          kind: request.params.kind,
        }),
      }),
    );
  };
}
