import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountPractitionerType,
  ZPractitionerTypeList,
  ZUpdateAccountPractitionerTypeRequest,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { getAccountPractitionerType, updateAccountPractitionerType } from './account';
import { listPractitionerTypes } from './types';

export function createPractitionerTypeRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['practitioner-types'];

    app.get(
      '/practitioner-types',
      // Note: public; the register page lists the types before anyone is signed in.
      { schema: { tags, response: withErrors({ 200: envelope(ZPractitionerTypeList) }) } },
      async () => ({ result: { data: await listPractitionerTypes(ctx.db) } }),
    );

    app.get(
      '/account/practitioner-type',
      {
        // Note: a doctor's own type (a delegate acting for them reads it too).
        onRequest: guard.requireRole('doctor'),
        schema: { tags, response: withErrors({ 200: envelope(ZAccountPractitionerType) }) },
      },
      async (request) => ({ result: await getAccountPractitionerType(ctx.db, getAuth(request).user.id) }),
    );

    app.put(
      '/account/practitioner-type',
      {
        // Note: who the practitioner is: the doctor in person, never a delegate.
        onRequest: guard.requireDoctorInPerson,
        schema: {
          tags,
          body: ZUpdateAccountPractitionerTypeRequest,
          response: withErrors({ 200: envelope(ZAccountPractitionerType) }),
        },
      },
      async (request) => ({
        result: await updateAccountPractitionerType(ctx, {
          doctorId: getAuth(request).user.id,
          practitionerType: request.body.practitionerType,
        }),
      }),
    );
  };
}
