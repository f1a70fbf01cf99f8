import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApiToken,
  ZApiTokenCreate,
  ZApiTokenCreated,
  ZApiTokenInfo,
  ZApiTokenParams,
  ZErrorBody,
  ZHospitalParams,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { getApiToken, requireApiToken } from './guard';
import { createApiToken, getApiTokenInfo, listApiTokens, revokeApiToken } from './tokens';

/** A hospital's API tokens, for its administrators (and platform administrators). */
export function createApiTokenRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['api-tokens'];
    // Note: a doctor is 403 here; each service lets a hospital admin only at their own hospital (else 404).
    const onRequest = guard.requireRole('hospital_admin', 'platform_admin');
    const path = '/admin/hospitals/:hospitalId/api-tokens';
    const byHospital = (request: FastifyRequest<{ Params: { hospitalId: string } }>) => ({
      user: getAuth(request).user,
      hospitalId: request.params.hospitalId,
    });

    app.get(
      path,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 200: envelope(z.array(ZApiToken)), 404: ZErrorBody }),
        },
      },
      async (request) => ({ result: await listApiTokens(ctx, byHospital(request)) }),
    );

    app.post(
      path,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZApiTokenCreate,
          response: withErrors({ 201: envelope(ZApiTokenCreated), 404: ZErrorBody }),
        },
      },
      async (request, reply) => {
        const result = await createApiToken(ctx, { ...byHospital(request), input: request.body });
        return reply.code(201).send({ result });
      },
    );

    // Another system's connection test: its token, whatever its scopes.
    app.get(
      '/api-token',
      {
        onRequest: requireApiToken(),
        schema: {
          tags,
          security: [{ bearer: [] }],
          response: withErrors({ 200: envelope(ZApiTokenInfo), 401: ZErrorBody }),
        },
      },
      async (request) => ({ result: await getApiTokenInfo(ctx, getApiToken(request).id) }),
    );

    app.delete(
      `${path}/:tokenId`,
      {
        onRequest,
        schema: {
          tags,
          params: ZApiTokenParams,
          response: withErrors({ 200: envelope(ZApiToken), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await revokeApiToken(ctx, { ...byHospital(request), tokenId: request.params.tokenId }),
      }),
    );
  };
}
