import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminApplicationParams,
  ZDoctorTemporaryPrivilegeList,
  ZEndTemporaryPrivilegesRequest,
  ZErrorBody,
  ZGrantTemporaryPrivilegesRequest,
  ZHospitalParams,
  ZIdParams,
  ZTemporaryPrivilegeGrant,
  ZTemporaryPrivilegeGrantParams,
  ZTemporaryPrivilegeList,
  ZTemporaryPrivilegeSettings,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { endTemporaryPrivileges } from './end';
import { grantTemporaryPrivileges } from './grant';
import { listDoctorTemporaryPrivileges, listTemporaryPrivileges } from './list';
import { getTemporaryPrivilegeSettings, updateTemporaryPrivilegeSettings } from './settings';

/** Temporary privileges (issue 40): the office grants and ends them; the doctor sees their own. */
export function createTemporaryPrivilegeRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['temporary-privileges'];
    // Note: hospital administrators only; each service then limits them to the application's hospital.
    const adminOnly = guard.requireRole('hospital_admin');

    app.get(
      '/admin/applications/:id/temporary-privileges',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZTemporaryPrivilegeList), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await listTemporaryPrivileges(ctx.db, getAuth(request).user, request.params.id),
      }),
    );

    app.post(
      '/admin/applications/:id/temporary-privileges',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          body: ZGrantTemporaryPrivilegesRequest,
          response: withErrors({
            201: envelope(ZTemporaryPrivilegeGrant),
            403: ZErrorBody,
            404: ZErrorBody,
            409: ZErrorBody,
          }),
        },
      },
      async (request, reply) => {
        const grant = await grantTemporaryPrivileges(ctx, getAuth(request).user, {
          applicationId: request.params.id,
          body: request.body,
        });
        return reply.code(201).send({ result: grant });
      },
    );

    app.post(
      '/admin/applications/:id/temporary-privileges/:grantId/end',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZTemporaryPrivilegeGrantParams,
          body: ZEndTemporaryPrivilegesRequest,
          response: withErrors({ 200: envelope(ZTemporaryPrivilegeGrant), 404: ZErrorBody, 409: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await endTemporaryPrivileges(ctx, getAuth(request).user, {
          applicationId: request.params.id,
          grantId: request.params.grantId,
          reason: request.body.reason,
        }),
      }),
    );

    app.get(
      '/admin/hospitals/:hospitalId/temporary-privilege-settings',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 200: envelope(ZTemporaryPrivilegeSettings), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await getTemporaryPrivilegeSettings(ctx.db, getAuth(request).user, request.params.hospitalId),
      }),
    );

    app.put(
      '/admin/hospitals/:hospitalId/temporary-privilege-settings',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZTemporaryPrivilegeSettings,
          response: withErrors({ 200: envelope(ZTemporaryPrivilegeSettings), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await updateTemporaryPrivilegeSettings(ctx.db, getAuth(request).user, {
          hospitalId: request.params.hospitalId,
          settings: request.body,
        }),
      }),
    );

    app.get(
      '/applications/:id/temporary-privileges',
      {
        // Note: doctors (and their delegates, as the application routes allow); the service then
        // limits them to the doctor's own application.
        onRequest: guard.requireRole('doctor'),
        schema: {
          tags,
          params: ZIdParams,
          response: withErrors({ 200: envelope(ZDoctorTemporaryPrivilegeList), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: {
          data: await listDoctorTemporaryPrivileges(ctx.db, getAuth(request).user.id, request.params.id),
        },
      }),
    );
  };
}
