import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApplicationIdQuery,
  ZHospitalIdQuery,
  ZPickPrivilegeRequest,
  ZPickedPrivilege,
  ZPickedPrivilegeList,
  ZPrivilegeCatalogue,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { getPractitionerType } from '@/modules/practitioner-types';
import { listPickedPrivileges, listPrivilegeCatalogue, pickPrivilege } from './privileges';

/** The privilege catalogue and the privileges an application asks for (removed via DELETE /formsResponse). */
export function createPrivilegeRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['privileges'];
    // Note: doctors only; the services limit a doctor to their own applications.
    const onRequest = guard.requireRole('doctor');

    app.get(
      '/privileges/all',
      {
        // Note: the catalogue is not personal: any signed-in user may read it.
        onRequest: guard.authenticate,
        schema: {
          tags,
          querystring: ZHospitalIdQuery,
          response: withErrors({ 200: envelope(ZPrivilegeCatalogue) }),
        },
      },
      async (request) => {
        const { user } = getAuth(request);
        const isPractitioner = user.roles.includes('doctor');
        return {
          result: await listPrivilegeCatalogue(ctx.db, {
            hospitalId: request.query.hospitalId,
            practitionerType: isPractitioner ? (await getPractitionerType(ctx.db, user.id)).code : null,
          }),
        };
      },
    );

    app.get(
      '/privileges',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZApplicationIdQuery,
          response: withErrors({ 200: envelope(ZPickedPrivilegeList) }),
        },
      },
      async (request) => ({
        result: {
          data: await listPickedPrivileges(ctx.db, getAuth(request).user.id, request.query.applicationId),
        },
      }),
    );

    app.post(
      '/privileges',
      {
        onRequest,
        schema: {
          tags,
          body: ZPickPrivilegeRequest,
          response: withErrors({ 200: envelope(ZPickedPrivilege), 201: envelope(ZPickedPrivilege) }),
        },
      },
      async (request, reply) => {
        const { privilege, isNew } = await pickPrivilege(ctx.db, getAuth(request).user.id, request.body);
        return reply.code(isNew ? 201 : 200).send({ result: privilege });
      },
    );
  };
}
