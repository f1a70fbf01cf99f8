import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminApplicationParams,
  ZDecisionLetter,
  ZDoctorDecisionLetter,
  ZErrorBody,
  ZHospitalParams,
  ZIdParams,
  ZLetterSettings,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { sendPdfAttachment } from '@/core/storage/content-disposition';
import { withErrors } from '@/plugins/error-responses';
import {
  getAdminDecisionLetter,
  getDoctorDecisionLetter,
  openAdminDecisionLetter,
  openDoctorDecisionLetter,
  sendDecisionLetter,
} from './letters';
import { getLetterSettings, updateLetterSettings } from './settings';

const PDF_RESPONSE = withErrors({
  200: z.any().describe('The decision letter (application/pdf)'),
  404: ZErrorBody,
});

/**
 * Decision letters (issue 40): the hospital's settings for them, the office's letter (read,
 * download, send) and the doctor's copy once sent.
 */
export function createDecisionLetterRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    // Note: hospital administrators only (a doctor is 403); each service then limits them to their
    // own hospitals (anything else 404).
    const adminOnly = guard.requireRole('hospital_admin');
    // Note: doctors (or their delegates); the service then limits them to their own applications.
    const doctorOnly = guard.requireRole('doctor');
    const tags = ['decision-letters'];

    app.get(
      '/admin/hospitals/:hospitalId/letter-settings',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 200: envelope(ZLetterSettings), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await getLetterSettings(ctx.db, getAuth(request).user, request.params.hospitalId),
      }),
    );

    app.put(
      '/admin/hospitals/:hospitalId/letter-settings',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZLetterSettings,
          response: withErrors({ 200: envelope(ZLetterSettings), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await updateLetterSettings(ctx.db, getAuth(request).user, {
          hospitalId: request.params.hospitalId,
          settings: request.body,
        }),
      }),
    );

    app.get(
      '/admin/applications/:id/decision-letter',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZDecisionLetter.nullable()), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await getAdminDecisionLetter(ctx.db, getAuth(request).user, request.params.id),
      }),
    );

    app.get(
      '/admin/applications/:id/decision-letter/pdf',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          produces: ['application/pdf'],
          response: PDF_RESPONSE,
        },
      },
      async (request, reply) =>
        sendPdfAttachment(
          reply,
          await openAdminDecisionLetter(ctx.db, getAuth(request).user, request.params.id),
        ),
    );

    app.post(
      '/admin/applications/:id/decision-letter/send',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZDecisionLetter), 404: ZErrorBody, 409: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await sendDecisionLetter(ctx, getAuth(request).user, request.params.id),
      }),
    );

    app.get(
      '/applications/:id/decision-letter',
      {
        onRequest: doctorOnly,
        schema: {
          tags,
          params: ZIdParams,
          response: withErrors({ 200: envelope(ZDoctorDecisionLetter.nullable()), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await getDoctorDecisionLetter(ctx.db, getAuth(request).user.id, request.params.id),
      }),
    );

    app.get(
      '/applications/:id/decision-letter/pdf',
      {
        onRequest: doctorOnly,
        schema: { tags, params: ZIdParams, produces: ['application/pdf'], response: PDF_RESPONSE },
      },
      async (request, reply) =>
        sendPdfAttachment(
          reply,
          await openDoctorDecisionLetter(ctx.db, getAuth(request).user.id, request.params.id),
        ),
    );
  };
}
