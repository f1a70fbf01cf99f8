import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminApplicationParams,
  ZAdminExpiringList,
  ZAdminExpiringQuery,
  ZCreateRenewalRequest,
  ZDocumentRenewalList,
  ZErrorBody,
  ZIdParams,
  ZRenewalDocument,
  ZRenewalDocumentQuery,
  ZRenewalResult,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAdminApplication } from '@/core/access/admin-application';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { createAttachmentHeader } from '@/core/storage/content-disposition';
import { createFileStorage } from '@/core/storage/create-storage';
import type { TFileStorage } from '@/core/storage/storage';
import { withErrors } from '@/plugins/error-responses';
import { listAdminExpiring } from './admin-expiring';
import { streamAdminExpiringCsv } from './admin-expiring-export';
import { listRenewals } from './admin-renewals';
import { getRenewalDocument } from './find-document';
import { renewDocument } from './renew';

/** Renewing a document (the doctor), and the office's renewals and list of expiring documents. */
export function createRenewalRoutes(
  ctx: TAppContext,
  guard: TAuthGuard,
  storage?: TFileStorage,
): FastifyPluginAsyncZod {
  return async (app) => {
    const deps = { db: ctx.db, storage: storage ?? (await createFileStorage(ctx.config)) };
    const tags = ['renewals'];
    const notFound = { 404: ZErrorBody };
    // Note: doctors renew their own documents (the services check ownership); admins never do.
    const onDoctorRequest = guard.requireRole('doctor');
    // Note: the office's pages are for hospital administrators, each limited to their hospitals.
    const onAdminRequest = guard.requireRole('hospital_admin');

    app.get(
      '/applications/:id/renewals/document',
      {
        onRequest: onDoctorRequest,
        schema: {
          tags,
          params: ZIdParams,
          querystring: ZRenewalDocumentQuery,
          response: withErrors({ 200: envelope(ZRenewalDocument), ...notFound }),
        },
      },
      async (request) => ({
        result: await getRenewalDocument(ctx.db, {
          doctorId: getAuth(request).user.id,
          applicationId: request.params.id,
          documentKey: request.query.document,
        }),
      }),
    );

    app.post(
      '/applications/:id/renewals',
      {
        onRequest: onDoctorRequest,
        schema: {
          tags,
          params: ZIdParams,
          body: ZCreateRenewalRequest,
          response: withErrors({ 201: envelope(ZRenewalResult), ...notFound }),
        },
      },
      async (request, reply) => {
        const result = await renewDocument(deps, {
          doctorId: getAuth(request).user.id,
          applicationId: request.params.id,
          request: request.body,
        });
        return reply.code(201).send({ result });
      },
    );

    app.get(
      '/admin/applications/:id/renewals',
      {
        onRequest: onAdminRequest,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZDocumentRenewalList), ...notFound }),
        },
      },
      async (request) => {
        const { application } = await getAdminApplication(ctx.db, getAuth(request).user, request.params.id);
        return { result: await listRenewals(ctx.db, application.id) };
      },
    );

    app.get(
      '/admin/expiring',
      {
        onRequest: onAdminRequest,
        schema: {
          tags,
          querystring: ZAdminExpiringQuery,
          response: withErrors({ 200: envelope(ZAdminExpiringList) }),
        },
      },
      async (request) => ({
        result: await listAdminExpiring(ctx.db, getAuth(request).user, request.query),
      }),
    );

    app.get(
      '/admin/expiring/export',
      {
        onRequest: onAdminRequest,
        schema: {
          tags,
          summary: 'The expiring and expired documents for these filters, as CSV',
          querystring: ZAdminExpiringQuery,
        },
      },
      async (request, reply) => {
        const csv = await streamAdminExpiringCsv(ctx.db, getAuth(request).user, request.query, (error) =>
          request.log.error({ err: error }, 'Expiring documents export stopped'),
        );
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', createAttachmentHeader(`expiring-documents-${day}.csv`))
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );
  };
}
