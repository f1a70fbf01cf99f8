import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminApplicationParams,
  ZApplicationSummary,
  ZDoctorAppointmentList,
  ZErrorBody,
  ZIdParams,
  ZReappointmentComparison,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAdminApplication } from '@/core/access/admin-application';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { createFileStorage } from '@/core/storage/create-storage';
import type { TFileStorage } from '@/core/storage/storage';
import { withErrors } from '@/plugins/error-responses';
import { getReappointmentComparison } from './comparison';
import { listDoctorAppointments } from './doctor-list';
import { startReappointment } from './reappointment';

/** Appointments (issue 14): the doctor's list and reappointment, the office's comparison. */
export function createAppointmentRoutes(
  ctx: TAppContext,
  guard: TAuthGuard,
  storage?: TFileStorage,
): FastifyPluginAsyncZod {
  return async (app) => {
    const files = storage ?? (await createFileStorage(ctx.config));
    // Note: doctors only; each service then limits the doctor to their own appointments.
    const doctorOnly = guard.requireRole('doctor');

    app.get(
      '/appointments',
      {
        onRequest: doctorOnly,
        schema: { tags: ['appointments'], response: withErrors({ 200: envelope(ZDoctorAppointmentList) }) },
      },
      async (request) => ({
        result: { data: await listDoctorAppointments(ctx.db, getAuth(request).user.id) },
      }),
    );

    app.post(
      '/appointments/:id/reappointment',
      {
        onRequest: doctorOnly,
        schema: {
          tags: ['appointments'],
          params: ZIdParams,
          response: withErrors({ 200: envelope(ZApplicationSummary), 201: envelope(ZApplicationSummary) }),
        },
      },
      async (request, reply) => {
        const { summary, isNew } = await startReappointment(ctx.db, files, {
          doctorId: getAuth(request).user.id,
          appointmentId: request.params.id,
        });
        return reply.code(isNew ? 201 : 200).send({ result: summary });
      },
    );

    app.get(
      '/admin/applications/:id/reappointment-changes',
      {
        // Note: hospital administrators only; getAdminApplication then limits them to their hospitals.
        onRequest: guard.requireRole('hospital_admin'),
        schema: {
          tags: ['admin-applications'],
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZReappointmentComparison), 404: ZErrorBody }),
        },
      },
      async (request) => {
        const { application } = await getAdminApplication(ctx.db, getAuth(request).user, request.params.id);
        return { result: await getReappointmentComparison(ctx.db, application) };
      },
    );
  };
}
