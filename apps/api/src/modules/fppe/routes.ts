import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddFppeEvaluatorRequest,
  ZAdminHospitalList,
  ZAdjustFppePlanRequest,
  ZConcludeFppeRequest,
  ZDoctorFppeList,
  ZErrorBody,
  ZEvaluationLinkQuery,
  ZEvaluationLinkView,
  ZFppeDetail,
  ZFppeEvaluatorParams,
  ZFppeList,
  ZFppeListQuery,
  ZFppeParams,
  ZFppeReferralDecisionRequest,
  ZFppeSettings,
  ZHospitalParams,
  ZMessageResult,
  ZOpenForCauseRequest,
  ZRecordEvaluationRequest,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { concludeFppe } from './conclude';
import { decideReferral } from './referral';
import { addEvaluator, removeEvaluator, resendEvaluatorLink } from './evaluators';
import { getEvaluationLink, recordEvaluation } from './link';
import { adjustFppePlan, openForCauseFppe } from './plan';
import { getFppeSettings, updateFppeSettings } from './settings';
import { listDoctorFppes } from './doctor-views';
import { getFppeDetail, listFppes } from './views';
import { listFppeHospitals } from './access';

/** FPPE (issue 41): the office's and chairs' pages, the evaluator's link, the practitioner's own. */
export function createFppeRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['fppe'];
    // Note: the office and committee members (chairs, committees); access.ts then limits each to
    // their hospital's FPPEs, a chair to their departments', a committee to those referred to it.
    const staff = guard.requireRole('hospital_admin', 'committee_member');
    const officeOnly = guard.requireRole('hospital_admin');
    const detail = { 200: envelope(ZFppeDetail), 404: ZErrorBody };

    app.get(
      '/admin/fppe-hospitals',
      { onRequest: staff, schema: { tags, response: withErrors({ 200: envelope(ZAdminHospitalList) }) } },
      async (request) => ({ result: await listFppeHospitals(ctx.db, getAuth(request).user) }),
    );

    app.get(
      '/admin/hospitals/:hospitalId/fppe',
      {
        onRequest: staff,
        schema: {
          tags,
          params: ZHospitalParams,
          querystring: ZFppeListQuery,
          response: withErrors({ 200: envelope(ZFppeList), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await listFppes(ctx.db, getAuth(request).user, request.params.hospitalId, request.query),
      }),
    );

    app.post(
      '/admin/hospitals/:hospitalId/fppe',
      {
        onRequest: staff,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZOpenForCauseRequest,
          response: withErrors({ 201: envelope(ZFppeDetail), 404: ZErrorBody, 409: ZErrorBody }),
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          result: await openForCauseFppe(ctx, getAuth(request).user, {
            hospitalId: request.params.hospitalId,
            body: request.body,
          }),
        }),
    );

    app.get(
      '/admin/hospitals/:hospitalId/fppe-settings',
      {
        onRequest: officeOnly,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 200: envelope(ZFppeSettings), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await getFppeSettings(ctx.db, getAuth(request).user, request.params.hospitalId),
      }),
    );

    app.put(
      '/admin/hospitals/:hospitalId/fppe-settings',
      {
        onRequest: officeOnly,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZFppeSettings,
          response: withErrors({ 200: envelope(ZFppeSettings), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await updateFppeSettings(ctx, getAuth(request).user, {
          hospitalId: request.params.hospitalId,
          settings: request.body,
        }),
      }),
    );

    app.get(
      '/admin/fppe/:id',
      { onRequest: staff, schema: { tags, params: ZFppeParams, response: withErrors(detail) } },
      async (request) => ({ result: await getFppeDetail(ctx.db, getAuth(request).user, request.params.id) }),
    );

    app.put(
      '/admin/fppe/:id/plan',
      {
        onRequest: staff,
        schema: {
          tags,
          params: ZFppeParams,
          body: ZAdjustFppePlanRequest,
          response: withErrors({ ...detail, 409: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await adjustFppePlan(ctx, getAuth(request).user, {
          fppeId: request.params.id,
          plan: request.body,
        }),
      }),
    );

    app.post(
      '/admin/fppe/:id/evaluators',
      {
        onRequest: staff,
        schema: {
          tags,
          params: ZFppeParams,
          body: ZAddFppeEvaluatorRequest,
          response: withErrors({ ...detail, 409: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await addEvaluator(ctx, getAuth(request).user, {
          fppeId: request.params.id,
          body: request.body,
        }),
      }),
    );

    app.post(
      '/admin/fppe/:id/evaluators/:evaluatorId/resend',
      {
        onRequest: staff,
        schema: { tags, params: ZFppeEvaluatorParams, response: withErrors({ ...detail, 409: ZErrorBody }) },
      },
      async (request) => ({
        result: await resendEvaluatorLink(ctx, getAuth(request).user, {
          fppeId: request.params.id,
          evaluatorId: request.params.evaluatorId,
        }),
      }),
    );

    app.delete(
      '/admin/fppe/:id/evaluators/:evaluatorId',
      { onRequest: staff, schema: { tags, params: ZFppeEvaluatorParams, response: withErrors(detail) } },
      async (request) => ({
        result: await removeEvaluator(ctx, getAuth(request).user, {
          fppeId: request.params.id,
          evaluatorId: request.params.evaluatorId,
        }),
      }),
    );

    app.post(
      '/admin/fppe/:id/conclude',
      {
        onRequest: staff,
        schema: {
          tags,
          params: ZFppeParams,
          body: ZConcludeFppeRequest,
          response: withErrors({ ...detail, 403: ZErrorBody, 409: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await concludeFppe(ctx, getAuth(request).user, {
          fppeId: request.params.id,
          body: request.body,
        }),
      }),
    );

    app.post(
      '/admin/fppe/:id/referral-decision',
      {
        onRequest: staff,
        schema: {
          tags,
          params: ZFppeParams,
          body: ZFppeReferralDecisionRequest,
          response: withErrors({ ...detail, 403: ZErrorBody, 409: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await decideReferral(ctx, getAuth(request).user, {
          fppeId: request.params.id,
          body: request.body,
        }),
      }),
    );

    app.get(
      '/fppe-evaluations/link',
      {
        schema: {
          tags: ['open'],
          querystring: ZEvaluationLinkQuery,
          response: withErrors({ 200: envelope(ZEvaluationLinkView), 400: ZErrorBody, 410: ZErrorBody }),
        },
      },
      // Note: open route: the signed evaluator's link is the only credential.
      async (request) => ({ result: await getEvaluationLink(ctx, request.query.token) }),
    );

    app.post(
      '/fppe-evaluations',
      {
        schema: {
          tags: ['open'],
          body: ZRecordEvaluationRequest,
          response: withErrors({ 201: envelope(ZMessageResult), 400: ZErrorBody, 410: ZErrorBody }),
        },
      },
      // Note: open route: the signed evaluator's link is the only credential.
      async (request, reply) => reply.code(201).send({ result: await recordEvaluation(ctx, request.body) }),
    );

    app.get(
      '/fppe',
      {
        // Note: doctors only (delegates too, as elsewhere); the service reads the caller's own FPPEs.
        onRequest: guard.requireRole('doctor'),
        schema: { tags, response: withErrors({ 200: envelope(ZDoctorFppeList) }) },
      },
      async (request) => ({ result: { data: await listDoctorFppes(ctx.db, getAuth(request).user.id) } }),
    );
  };
}
