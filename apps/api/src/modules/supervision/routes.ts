import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminApplicationParams,
  ZApplicationIdQuery,
  ZIdParams,
  ZSaveSupervisionBody,
  ZSupervisionAgreement,
  ZSupervisionAnswer,
  ZSupervisionAnswerResult,
  ZSupervisionApplicationBody,
  ZSupervisionLinkAnswer,
  ZSupervisionLinkQuery,
  ZSupervisionOfficeView,
  ZSupervisionPart,
  ZSupervisionPhysicianList,
  ZSupervisionPhysicianQuery,
  ZSupervisionRequest,
  ZSupervisionRequestList,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { getSupervisionPart, resendSupervision, saveSupervision, searchPhysicians } from './agreement';
import {
  answerSupervisionLink,
  answerSupervisionRequest,
  getSupervisionLink,
  listSupervisionRequests,
} from './answer';
import { getOfficeSupervision } from './office';

/** The physician agreement: the practitioner's part, the physician's answer, the office's view. */
export function createSupervisionRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['supervision'];
    // Note: the practitioner's and the physician's routes need the doctor role; each service then
    // limits them to their own application or the requests naming them.
    const doctorOnly = guard.requireRole('doctor');
    // Note: the physician answers in person: a delegate never signs for them.
    const physicianInPerson = guard.requireDoctorInPerson;

    app.get(
      '/supervision',
      {
        onRequest: doctorOnly,
        schema: {
          tags,
          querystring: ZApplicationIdQuery,
          response: withErrors({ 200: envelope(ZSupervisionPart) }),
        },
      },
      async (request) => ({
        result: await getSupervisionPart(ctx, getAuth(request).user, request.query.applicationId),
      }),
    );

    app.get(
      '/supervision/physicians',
      {
        onRequest: doctorOnly,
        schema: {
          tags,
          querystring: ZSupervisionPhysicianQuery,
          response: withErrors({ 200: envelope(ZSupervisionPhysicianList) }),
        },
      },
      async (request) => ({
        result: { data: await searchPhysicians(ctx, getAuth(request).user, request.query) },
      }),
    );

    app.put(
      '/supervision',
      {
        onRequest: doctorOnly,
        schema: {
          tags,
          body: ZSaveSupervisionBody,
          response: withErrors({ 200: envelope(ZSupervisionAgreement) }),
        },
      },
      async (request) => ({ result: await saveSupervision(ctx, getAuth(request).user, request.body) }),
    );

    app.post(
      '/supervision/resend',
      {
        onRequest: doctorOnly,
        schema: {
          tags,
          body: ZSupervisionApplicationBody,
          response: withErrors({ 200: envelope(ZSupervisionAgreement) }),
        },
      },
      async (request) => ({
        result: await resendSupervision(ctx, getAuth(request).user, request.body.applicationId),
      }),
    );

    app.get(
      '/supervision/requests',
      {
        onRequest: physicianInPerson,
        schema: { tags, response: withErrors({ 200: envelope(ZSupervisionRequestList) }) },
      },
      async (request) => ({ result: { data: await listSupervisionRequests(ctx, getAuth(request).user) } }),
    );

    app.post(
      '/supervision/requests/:id/answer',
      {
        onRequest: physicianInPerson,
        schema: {
          tags,
          params: ZIdParams,
          body: ZSupervisionAnswer,
          response: withErrors({ 200: envelope(ZSupervisionAnswerResult) }),
        },
      },
      async (request) => ({
        result: await answerSupervisionRequest(ctx, getAuth(request).user, request.params.id, request.body),
      }),
    );

    app.get(
      '/supervision/link',
      {
        schema: {
          tags: ['open'],
          querystring: ZSupervisionLinkQuery,
          response: withErrors({ 200: envelope(ZSupervisionRequest) }),
        },
      },
      // Note: open route: the signed, single-use link token is the only credential.
      async (request) => ({ result: await getSupervisionLink(ctx, request.query.token) }),
    );

    app.post(
      '/supervision/link/answer',
      {
        schema: {
          tags: ['open'],
          body: ZSupervisionLinkAnswer,
          response: withErrors({ 200: envelope(ZSupervisionAnswerResult) }),
        },
      },
      // Note: open route: the signed, single-use link token is the only credential.
      async (request) => ({ result: await answerSupervisionLink(ctx, request.body) }),
    );

    app.get(
      '/admin/applications/:id/supervision',
      {
        // Note: hospital administrators; the service limits them to their hospitals' applications.
        onRequest: guard.requireRole('hospital_admin'),
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZSupervisionOfficeView) }),
        },
      },
      async (request) => ({
        result: await getOfficeSupervision(ctx, getAuth(request).user, request.params.id),
      }),
    );
  };
}
