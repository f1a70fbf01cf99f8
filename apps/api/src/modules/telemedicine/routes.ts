import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILE_MAX_BYTES,
  TELEMEDICINE_AGREEMENT_PART,
  TELEMEDICINE_DECISION_PART,
  ZAdminApplicationParams,
  ZApplicationTelemedicine,
  ZErrorBody,
  ZTelemedicineAgreementList,
  ZTelemedicineAgreementParams,
  ZHospitalParams,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAdminApplication } from '@/core/access/admin-application';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { sendAttachment } from '@/core/storage/content-disposition';
import { createFileStorage } from '@/core/storage/create-storage';
import { MULTIPART_LIMITS, readFormBody } from '@/core/storage/read-upload';
import type { TFileStorage } from '@/core/storage/storage';
import { withErrors } from '@/plugins/error-responses';
import {
  createAgreement,
  endAgreement,
  listAgreements,
  openAgreementDocument,
  prepareAgreements,
} from './agreements';
import { TELEMEDICINE_MESSAGES as MESSAGES } from './messages';
import { openProxyDocument, prepareProxyDecision, recordProxyDecision } from './proxy';
import { buildApplicationTelemedicine } from './proxy-views';

/** A form's body: at most four short fields and its one PDF. */
const LIMITS = { ...MULTIPART_LIMITS, fileSize: FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 };
const readForm = (request: Parameters<typeof readFormBody>[0], fileField: string, wrongFilePart: string) =>
  readFormBody(request, {
    fileField,
    limits: LIMITS,
    messages: { notMultipart: MESSAGES.notMultipart, fieldTooLong: MESSAGES.fieldTooLong, wrongFilePart },
  });

/**
 * Telemedicine by proxy (issue 40): each hospital's agreements with distant sites, and the distant
 * site's decision on an application. Office-only: the doctor has no route here.
 */
export function createTelemedicineRoutes(
  ctx: TAppContext,
  guard: TAuthGuard,
  storage?: TFileStorage,
): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db: ctx.db, storage: storage ?? (await createFileStorage(ctx.config)) };
    const tags = ['telemedicine'];
    // Note: hospital administrators only (a doctor is 403); each service then limits them to their
    // own hospital (anything else 404).
    const onRequest = guard.requireRole('hospital_admin');
    const errors = { 404: ZErrorBody, 409: ZErrorBody };
    const agreementsUrl = '/admin/hospitals/:hospitalId/telemedicine-agreements';
    await app.register(multipart, { limits: LIMITS });

    app.get(
      agreementsUrl,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 200: envelope(ZTelemedicineAgreementList), ...errors }),
        },
      },
      async (request) => ({
        result: await listAgreements(ctx.db, getAuth(request).user, request.params.hospitalId),
      }),
    );

    app.post(
      agreementsUrl,
      {
        onRequest,
        schema: {
          tags,
          summary: `Add an agreement: fields of ZCreateTelemedicineAgreement and the signed PDF as \`${TELEMEDICINE_AGREEMENT_PART}\``,
          params: ZHospitalParams,
          consumes: ['multipart/form-data'],
          response: withErrors({ 201: envelope(ZTelemedicineAgreementList), ...errors }),
        },
      },
      async (request, reply) => {
        const { user } = getAuth(request);
        const { hospitalId } = request.params;
        await prepareAgreements(ctx.db, user, hospitalId);
        const body = await readForm(request, TELEMEDICINE_AGREEMENT_PART, MESSAGES.agreementPart);
        return reply.code(201).send({ result: await createAgreement(deps, user, { hospitalId, body }) });
      },
    );

    app.post(
      `${agreementsUrl}/:agreementId/end`,
      {
        onRequest,
        schema: {
          tags,
          params: ZTelemedicineAgreementParams,
          response: withErrors({ 200: envelope(ZTelemedicineAgreementList), ...errors }),
        },
      },
      async (request) => ({ result: await endAgreement(ctx.db, getAuth(request).user, request.params) }),
    );

    app.get(
      `${agreementsUrl}/:agreementId/document`,
      {
        onRequest,
        schema: {
          tags,
          params: ZTelemedicineAgreementParams,
          response: withErrors({ 200: z.any().describe('The signed agreement'), ...errors }),
        },
      },
      async (request, reply) =>
        sendAttachment(reply, await openAgreementDocument(deps, getAuth(request).user, request.params)),
    );

    app.get(
      '/admin/applications/:id/telemedicine',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZApplicationTelemedicine), ...errors }),
        },
      },
      async (request) => {
        // Note: only an administrator of the application's hospital, once submitted; anyone else 404.
        const target = await getAdminApplication(ctx.db, getAuth(request).user, request.params.id);
        return { result: await buildApplicationTelemedicine(ctx.db, target) };
      },
    );

    app.post(
      '/admin/applications/:id/telemedicine',
      {
        onRequest,
        schema: {
          tags,
          summary: `Record the distant site's decision: fields of ZProxyDecisionFields and its PDF as \`${TELEMEDICINE_DECISION_PART}\``,
          params: ZAdminApplicationParams,
          consumes: ['multipart/form-data'],
          response: withErrors({ 201: envelope(ZApplicationTelemedicine), ...errors }),
        },
      },
      async (request, reply) => {
        const { user } = getAuth(request);
        const target = await prepareProxyDecision(ctx.db, user, request.params.id);
        const body = await readForm(request, TELEMEDICINE_DECISION_PART, MESSAGES.decisionPart);
        return reply.code(201).send({ result: await recordProxyDecision(deps, user, target, body) });
      },
    );

    app.get(
      '/admin/applications/:id/telemedicine/document',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: z.any().describe('The distant site’s decision'), ...errors }),
        },
      },
      async (request, reply) =>
        sendAttachment(reply, await openProxyDocument(deps, getAuth(request).user, request.params.id)),
    );
  };
}
