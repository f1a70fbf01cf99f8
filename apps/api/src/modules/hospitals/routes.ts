import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZHospitalAdminEmails,
  ZHospitalIdQuery,
  ZHospitalList,
  ZHospitalPreview,
  ZHospitalWithApplicationList,
  ZIdParams,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import {
  getHospitalPreview,
  listAdminEmailsFor,
  listHospitalsWithApplication,
  listOpenHospitals,
} from './hospitals';

export function createHospitalRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['hospitals'];

    app.get(
      '/hospitals/all',
      // Note: the list of open hospitals is not personal: any signed-in user may read it.
      {
        onRequest: guard.authenticate,
        schema: { tags, response: withErrors({ 200: envelope(ZHospitalList) }) },
      },
      async () => ({ result: { data: await listOpenHospitals(ctx.db) } }),
    );

    app.get(
      '/hospitals/all/hospitals/with/application',
      {
        // Note: doctors only; the service reads the caller's own applications.
        onRequest: guard.requireRole('doctor'),
        schema: { tags, response: withErrors({ 200: envelope(ZHospitalWithApplicationList) }) },
      },
      async (request) => ({
        result: { data: await listHospitalsWithApplication(ctx.db, getAuth(request).user.id) },
      }),
    );

    app.get(
      '/hospitals/preview',
      {
        onRequest: guard.authenticate,
        schema: {
          tags,
          querystring: ZHospitalIdQuery,
          response: withErrors({ 200: envelope(ZHospitalPreview) }),
        },
      },
      async (request) => ({ result: await getHospitalPreview(ctx.db, request.query.hospitalId) }),
    );

    app.get(
      '/hospitals/hospitalAdmin/:id',
      {
        // Note: signed in; the service decides who may see the addresses.
        onRequest: guard.authenticate,
        schema: { tags, params: ZIdParams, response: withErrors({ 200: envelope(ZHospitalAdminEmails) }) },
      },
      async (request) => ({
        result: { data: await listAdminEmailsFor(ctx.db, getAuth(request).user, request.params.id) },
      }),
    );
  };
}
