import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminApplicationParams,
  ZAdminQueueExportQuery,
  ZAdminQueueOptions,
  ZAdminQueueOptionsQuery,
  ZAssignApplicationRequest,
  ZAssignApplicationResult,
  ZErrorBody,
  ZHospitalAdminList,
  ZIdParams,
  ZTurnaround,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { createAttachmentHeader } from '@/core/storage/content-disposition';
import { withErrors } from '@/plugins/error-responses';
import { assignApplication, listHospitalAdmins } from './assignment';
import { streamAdminQueueCsv } from './export';
import { listQueueOptions } from './options';
import { getTurnaround } from './turnaround';

/** The office's desk: assignment, the queue's pickers and export, and a hospital's turnaround. */
export function createAdminDeskRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin-applications'];
    // Note: the queue's routes are for hospital administrators, each limited to their hospitals.
    const onRequest = guard.requireRole('hospital_admin');
    // Note: a hospital's own pages follow the set-up pages' rule (core/access/managed-hospital.ts): its
    // administrators, or a platform administrator; another hospital is 404.
    const onHospitalRequest = guard.requireRole('hospital_admin', 'platform_admin');
    const notFound = { 404: ZErrorBody };

    app.put(
      '/admin/applications/:id/assignee',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          body: ZAssignApplicationRequest,
          response: withErrors({ 200: envelope(ZAssignApplicationResult), ...notFound }),
        },
      },
      async (request) => ({
        result: await assignApplication(ctx.db, getAuth(request).user, {
          applicationId: request.params.id,
          assigneeId: request.body.assigneeId,
        }),
      }),
    );

    app.get(
      '/admin/applications/filter-options',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZAdminQueueOptionsQuery,
          response: withErrors({ 200: envelope(ZAdminQueueOptions) }),
        },
      },
      async (request) => ({
        result: await listQueueOptions(ctx.db, getAuth(request).user, request.query.hospitalId),
      }),
    );

    app.get(
      '/admin/applications/export',
      {
        onRequest,
        schema: {
          tags,
          summary: "The queue's rows for these filters, as CSV",
          querystring: ZAdminQueueExportQuery,
        },
      },
      async (request, reply) => {
        const csv = await streamAdminQueueCsv(ctx.db, getAuth(request).user, request.query, (error) =>
          request.log.error({ err: error }, 'Queue export stopped'),
        );
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', createAttachmentHeader(`applications-${day}.csv`))
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );

    app.get(
      '/admin/hospitals/:id/admins',
      {
        onRequest: onHospitalRequest,
        schema: {
          tags,
          params: ZIdParams,
          response: withErrors({ 200: envelope(ZHospitalAdminList), ...notFound }),
        },
      },
      async (request) => ({
        result: await listHospitalAdmins(ctx.db, getAuth(request).user, request.params.id),
      }),
    );

    app.get(
      '/admin/hospitals/:id/turnaround',
      {
        onRequest: onHospitalRequest,
        schema: {
          tags,
          params: ZIdParams,
          response: withErrors({ 200: envelope(ZTurnaround), ...notFound }),
        },
      },
      async (request) => ({ result: await getTurnaround(ctx.db, getAuth(request).user, request.params.id) }),
    );
  };
}
