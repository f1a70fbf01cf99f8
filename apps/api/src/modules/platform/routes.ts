import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateHospitalRequest,
  ZIdParams,
  ZInviteAdminRequest,
  ZInviteAdminResponse,
  ZPlatformAdmin,
  ZPlatformAdminList,
  ZPlatformHospital,
  ZPlatformHospitalList,
  ZUpdateAdminRequest,
  ZUpdateHospitalRequest,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { listAdmins, updateAdmin } from './admins';
import { createHospital, listPlatformHospitals, updateHospital } from './hospitals';
import { inviteAdmin } from './invite';
import { createPlatformInboxRoutes } from './inbox-routes';

/** /platform/*: hospitals, admin accounts (here), contacts, outbox and settings (inbox-routes). */
export function createPlatformRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['platform'];
    // Note: every platform endpoint is for platform administrators only (hospital admins and doctors get 403).
    const onRequest = guard.requireRole('platform_admin');

    app.get(
      '/platform/hospitals',
      { onRequest, schema: { tags, response: withErrors({ 200: envelope(ZPlatformHospitalList) }) } },
      async () => ({ result: { data: await listPlatformHospitals(ctx.db) } }),
    );

    app.post(
      '/platform/hospitals',
      {
        onRequest,
        schema: {
          tags,
          body: ZCreateHospitalRequest,
          response: withErrors({ 201: envelope(ZPlatformHospital) }),
        },
      },
      async (request, reply) => {
        const input = request.body;
        const result = await createHospital(ctx, { actor: getAuth(request).user, input });
        return reply.code(201).send({ result });
      },
    );

    app.put(
      '/platform/hospitals/:id',
      {
        onRequest,
        schema: {
          tags,
          params: ZIdParams,
          body: ZUpdateHospitalRequest,
          response: withErrors({ 200: envelope(ZPlatformHospital) }),
        },
      },
      async (request) => ({
        result: await updateHospital(ctx, {
          actor: getAuth(request).user,
          id: request.params.id,
          input: request.body,
        }),
      }),
    );

    app.get(
      '/platform/admins',
      { onRequest, schema: { tags, response: withErrors({ 200: envelope(ZPlatformAdminList) }) } },
      async () => ({ result: { data: await listAdmins(ctx.db) } }),
    );

    app.post(
      '/platform/admins/invite',
      {
        onRequest,
        schema: {
          tags,
          body: ZInviteAdminRequest,
          response: withErrors({ 200: envelope(ZInviteAdminResponse) }),
        },
      },
      async (request) => ({
        result: await inviteAdmin(ctx, { actor: getAuth(request).user, input: request.body }),
      }),
    );

    app.put(
      '/platform/admins/:id',
      {
        onRequest,
        schema: {
          tags,
          params: ZIdParams,
          body: ZUpdateAdminRequest,
          response: withErrors({ 200: envelope(ZPlatformAdmin) }),
        },
      },
      async (request) => ({
        result: await updateAdmin(ctx, {
          actor: getAuth(request).user,
          id: request.params.id,
          input: request.body,
        }),
      }),
    );

    await app.register(createPlatformInboxRoutes(ctx, onRequest));
  };
}
