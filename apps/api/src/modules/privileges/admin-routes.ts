import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminPrivilege,
  ZAdminPrivilegeList,
  ZAdminPrivilegeParams,
  ZAdminPrivilegeVersions,
  ZErrorBody,
  ZHospitalIdQuery,
  ZSavePrivilegeRequest,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { listAdminPrivileges, listAdminPrivilegeVersions, savePrivilege } from './catalogue-admin';

/** /admin/privileges: the privilege catalogue editor of a hospital (`?hospitalId=`). */
export function createPrivilegeAdminRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin-privileges'];
    // Note: administrators only (doctors 403); the service limits a hospital admin to their hospitals.
    const onRequest = guard.requireRole('hospital_admin', 'platform_admin');
    const notFound = { 404: ZErrorBody };

    app.get(
      '/admin/privileges',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZHospitalIdQuery,
          response: withErrors({ 200: envelope(ZAdminPrivilegeList), ...notFound }),
        },
      },
      async (request) => ({
        result: await listAdminPrivileges(ctx.db, {
          user: getAuth(request).user,
          hospitalId: request.query.hospitalId,
        }),
      }),
    );

    app.post(
      '/admin/privileges',
      {
        onRequest,
        schema: {
          tags,
          querystring: ZHospitalIdQuery,
          body: ZSavePrivilegeRequest,
          response: withErrors({ 201: envelope(ZAdminPrivilege), ...notFound }),
        },
      },
      async (request, reply) => {
        const result = await savePrivilege(ctx.db, {
          user: getAuth(request).user,
          hospitalId: request.query.hospitalId,
          key: null,
          input: request.body,
        });
        return reply.code(201).send({ result });
      },
    );

    app.put(
      '/admin/privileges/:key',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminPrivilegeParams,
          querystring: ZHospitalIdQuery,
          body: ZSavePrivilegeRequest,
          response: withErrors({ 200: envelope(ZAdminPrivilege), ...notFound }),
        },
      },
      async (request) => ({
        result: await savePrivilege(ctx.db, {
          user: getAuth(request).user,
          hospitalId: request.query.hospitalId,
          key: request.params.key,
          input: request.body,
        }),
      }),
    );

    app.get(
      '/admin/privileges/:key/versions',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminPrivilegeParams,
          querystring: ZHospitalIdQuery,
          response: withErrors({ 200: envelope(ZAdminPrivilegeVersions), ...notFound }),
        },
      },
      async (request) => ({
        result: await listAdminPrivilegeVersions(ctx.db, {
          user: getAuth(request).user,
          hospitalId: request.query.hospitalId,
          key: request.params.key,
        }),
      }),
    );
  };
}
