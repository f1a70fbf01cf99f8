import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminApplicationParams,
  ZApplicationVerification,
  ZErrorBody,
  ZHospitalParams,
  ZVerificationItem,
  ZVerificationItemParams,
  ZVerificationSettings,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { sendAttachment } from '@/core/storage/content-disposition';
import { createFileStorage } from '@/core/storage/create-storage';
import type { TFileStorage } from '@/core/storage/storage';
import { withErrors } from '@/plugins/error-responses';
import { openEvidence, openRecord } from './downloads';
import { prepareManualVerification, recordManualVerification } from './manual';
import { EVIDENCE_MULTIPART_LIMITS, readEvidenceBody } from './read-evidence';
import { getVerificationSettings, updateVerificationSettings } from './settings';
import { getApplicationVerification } from './views';

/**
 * The office's verification checklist (issue 15): read it, record a verification by hand with its
 * evidence, download the evidence and the fetched record, and the hospital's settings.
 */
export function createVerificationRoutes(
  ctx: TAppContext,
  guard: TAuthGuard,
  storage?: TFileStorage,
): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db: ctx.db, storage: storage ?? (await createFileStorage(ctx.config)) };
    const tags = ['verification'];
    // Note: hospital administrators only (a doctor is 403); each service then limits them to their
    // own hospitals' submitted applications (anything else 404).
    const onRequest = guard.requireRole('hospital_admin');
    const notFound = { 404: ZErrorBody };
    // Registered here too: this plugin's PUT reads a multipart body (the evidence file).
    await app.register(multipart, { limits: EVIDENCE_MULTIPART_LIMITS });

    app.get(
      '/admin/applications/:id/verification',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZApplicationVerification), ...notFound }),
        },
      },
      async (request) => ({
        result: await getApplicationVerification(ctx.db, getAuth(request).user, request.params.id),
      }),
    );

    app.put(
      '/admin/applications/:id/verification/:itemId',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Record a verification by hand: fields of ZRecordVerification and an optional file `evidence`',
          params: ZVerificationItemParams,
          consumes: ['multipart/form-data'],
          response: withErrors({ 200: envelope(ZVerificationItem), ...notFound }),
        },
      },
      async (request) => {
        const { user } = getAuth(request);
        const target = await prepareManualVerification(ctx.db, user, {
          applicationId: request.params.id,
          itemId: request.params.itemId,
        });
        const body = await readEvidenceBody(request);
        return { result: await recordManualVerification(deps, user, target, body) };
      },
    );

    app.get(
      '/admin/applications/:id/verification/:itemId/evidence',
      {
        onRequest,
        schema: {
          tags,
          params: ZVerificationItemParams,
          response: withErrors({ 200: z.any().describe('The evidence file'), ...notFound }),
        },
      },
      async (request, reply) =>
        sendAttachment(
          reply,
          await openEvidence(deps, getAuth(request).user, {
            applicationId: request.params.id,
            itemId: request.params.itemId,
          }),
        ),
    );

    app.get(
      '/admin/applications/:id/verification/:itemId/record',
      {
        onRequest,
        schema: {
          tags,
          params: ZVerificationItemParams,
          response: withErrors({ 200: z.any().describe('The fetched record, unchanged'), ...notFound }),
        },
      },
      async (request, reply) => {
        const record = await openRecord(deps, getAuth(request).user, {
          applicationId: request.params.id,
          itemId: request.params.itemId,
        });
        return sendAttachment(reply, record);
      },
    );

    app.get(
      '/admin/hospitals/:hospitalId/verification-settings',
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 200: envelope(ZVerificationSettings), ...notFound }),
        },
      },
      async (request) => ({
        result: await getVerificationSettings(ctx.db, getAuth(request).user, request.params.hospitalId),
      }),
    );

    app.put(
      '/admin/hospitals/:hospitalId/verification-settings',
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZVerificationSettings,
          response: withErrors({ 200: envelope(ZVerificationSettings), ...notFound }),
        },
      },
      async (request) => ({
        result: await updateVerificationSettings(ctx.db, getAuth(request).user, {
          hospitalId: request.params.hospitalId,
          settings: request.body,
        }),
      }),
    );
  };
}
