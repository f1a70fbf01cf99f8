import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminApplicationParams,
  ZAppointment,
  ZErrorBody,
  ZPrivilegeSuspensionParams,
  ZReinstatePrivilegeRequest,
  ZSuspendPrivilegesRequest,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { reinstatePrivilege } from './reinstate';
import { suspendPrivileges } from './suspend';

/** Privilege suspension: the office suspends an appointment's privileges and reinstates them. */
export function createPrivilegeSuspensionRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['privilege-suspensions'];
    // Note: hospital administrators only (a practitioner gets 403); each service then limits them
    // to the application's hospital (another hospital's admin gets 404).
    const adminOnly = guard.requireRole('hospital_admin');
    const errors = { 404: ZErrorBody, 409: ZErrorBody };

    app.post(
      '/admin/applications/:id/privilege-suspensions',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          body: ZSuspendPrivilegesRequest,
          response: withErrors({ 201: envelope(ZAppointment), ...errors }),
        },
      },
      async (request, reply) => {
        const appointment = await suspendPrivileges(ctx, getAuth(request).user, {
          applicationId: request.params.id,
          body: request.body,
        });
        return reply.code(201).send({ result: appointment });
      },
    );

    app.post(
      '/admin/applications/:id/privilege-suspensions/:suspensionId/reinstate',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          params: ZPrivilegeSuspensionParams,
          body: ZReinstatePrivilegeRequest,
          response: withErrors({ 200: envelope(ZAppointment), ...errors }),
        },
      },
      async (request) => ({
        result: await reinstatePrivilege(ctx, getAuth(request).user, {
          applicationId: request.params.id,
          suspensionId: request.params.suspensionId,
          body: request.body,
        }),
      }),
    );
  };
}
