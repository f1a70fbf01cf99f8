import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZErrorBody,
  ZHospitalParams,
  ZWebhookEndpoint,
  ZWebhookEndpointCreate,
  ZWebhookEndpointList,
  ZWebhookEndpointParams,
  ZWebhookEndpointUpdate,
  ZWebhookEndpointWithSecret,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  sendWebhookTestEvent,
  updateWebhookEndpoint,
} from './endpoints';

type TEndpointRequest = FastifyRequest<{ Params: { hospitalId: string; endpointId: string } }>;

/** A hospital's webhook endpoints: managed by its admins, each with its recent deliveries. */
export function createWebhookRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['webhooks'];
    // Note: a doctor is 403 here; each service lets a hospital admin only at their own hospital (else 404).
    const onRequest = guard.requireRole('hospital_admin', 'platform_admin');
    const path = '/admin/hospitals/:hospitalId/webhooks';
    const endpointPath = `${path}/:endpointId`;
    const notFound = { 404: ZErrorBody };
    const byEndpoint = (request: TEndpointRequest) => ({
      user: getAuth(request).user,
      hospitalId: request.params.hospitalId,
      endpointId: request.params.endpointId,
    });
    const endpointRoute = (result: z.ZodType) => ({
      onRequest,
      schema: {
        tags,
        params: ZWebhookEndpointParams,
        response: withErrors({ 200: envelope(result), ...notFound }),
      },
    });

    app.get(
      path,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 200: envelope(ZWebhookEndpointList), ...notFound }),
        },
      },
      async (request) => ({
        result: await listWebhookEndpoints(ctx, {
          user: getAuth(request).user,
          hospitalId: request.params.hospitalId,
        }),
      }),
    );

    app.post(
      path,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZWebhookEndpointCreate,
          response: withErrors({ 201: envelope(ZWebhookEndpointWithSecret), ...notFound }),
        },
      },
      async (request, reply) => {
        const result = await createWebhookEndpoint(ctx, {
          user: getAuth(request).user,
          hospitalId: request.params.hospitalId,
          body: request.body,
        });
        return reply.code(201).send({ result });
      },
    );

    app.put(
      endpointPath,
      {
        onRequest,
        schema: {
          tags,
          params: ZWebhookEndpointParams,
          body: ZWebhookEndpointUpdate,
          response: withErrors({ 200: envelope(ZWebhookEndpoint), ...notFound }),
        },
      },
      async (request) => ({
        result: await updateWebhookEndpoint(ctx, { ...byEndpoint(request), body: request.body }),
      }),
    );

    app.delete(endpointPath, endpointRoute(z.object({ id: z.string() })), async (request) => ({
      result: await deleteWebhookEndpoint(ctx, byEndpoint(request)),
    }));

    app.post(`${endpointPath}/rotate-secret`, endpointRoute(ZWebhookEndpointWithSecret), async (request) => ({
      result: await rotateWebhookSecret(ctx, byEndpoint(request)),
    }));

    app.post(`${endpointPath}/test`, endpointRoute(ZWebhookEndpoint), async (request) => ({
      result: await sendWebhookTestEvent(ctx, byEndpoint(request)),
    }));
  };
}
