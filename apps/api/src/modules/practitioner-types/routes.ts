import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountPractitionerType,
  ZCreatePractitionerTypeRequest,
  ZPractitionerType,
  ZPractitionerTypeParams,
  ZUpdatePractitionerTypeRequest,
  ZPractitionerTypeList,
  ZReorderPractitionerTypesRequest,
  ZUpdateAccountPractitionerTypeRequest,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { getAccountPractitionerType, updateAccountPractitionerType } from './account';
import { createPractitionerType, reorderPractitionerTypes, updatePractitionerType } from './platform';
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

    // Note: the platform admin alone keeps the list (hospital admins and doctors get 403).
    const platformOnly = guard.requireRole('platform_admin');

    app.get(
      '/platform/practitioner-types',
      {
        onRequest: platformOnly,
        schema: { tags, response: withErrors({ 200: envelope(ZPractitionerTypeList) }) },
      },
      async () => ({ result: { data: await listPractitionerTypes(ctx.db, { includeInactive: true }) } }),
    );

    app.post(
      '/platform/practitioner-types',
      {
        onRequest: platformOnly,
        schema: {
          tags,
          body: ZCreatePractitionerTypeRequest,
          response: withErrors({ 201: envelope(ZPractitionerType) }),
        },
      },
      async (request, reply) => {
        const result = await createPractitionerType(ctx, {
          actorId: getAuth(request).user.id,
          input: request.body,
        });
        return reply.code(201).send({ result });
      },
    );

    app.put(
      '/platform/practitioner-types/:code',
      {
        onRequest: platformOnly,
        schema: {
          tags,
          params: ZPractitionerTypeParams,
          body: ZUpdatePractitionerTypeRequest,
          response: withErrors({ 200: envelope(ZPractitionerType) }),
        },
      },
      async (request) => ({
        result: await updatePractitionerType(ctx, {
          actorId: getAuth(request).user.id,
          code: request.params.code,
          input: request.body,
        }),
      }),
    );

    app.post(
      '/platform/practitioner-types/reorder',
      {
        onRequest: platformOnly,
        schema: {
          tags,
          body: ZReorderPractitionerTypesRequest,
          response: withErrors({ 200: envelope(ZPractitionerTypeList) }),
        },
      },
      async (request) => ({
        result: {
          data: await reorderPractitionerTypes(ctx, {
            actorId: getAuth(request).user.id,
            codes: request.body.codes,
          }),
        },
      }),
    );
  };
}
