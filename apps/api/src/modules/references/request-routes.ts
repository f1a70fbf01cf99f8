import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreateRequestBody,
  ZMessageResult,
  ZReferenceRequest,
  ZRequestIdParams,
  ZRequestPerson,
  ZRespondRequest,
  ZRespondResponse,
  envelope,
  type TRequestKind,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import {
  createDoctorRequest,
  deleteDoctorRequest,
  replaceDoctorRequest,
  resendDoctorRequest,
} from './doctor-requests';
import { respondToRequest } from './open-requests';

type TRequestRoutesOptions = { ctx: TAppContext; guard: TAuthGuard; kind: TRequestKind; base: string };

/**
 * The routes references and coverage share: create, replace, resend, delete (the doctor) and
 * respond (the person asked, by link). Each module adds its own `details` read.
 */
export function registerRequestRoutes(
  fastify: FastifyInstance,
  { ctx, guard, kind, base }: TRequestRoutesOptions,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = [kind === 'reference' ? 'references' : 'coverage'];
  // Note: every doctor-side route needs the doctor role; the service checks the application is theirs.
  const doctorOnly = guard.requireRole('doctor');
  const byId = { params: ZRequestIdParams, tags };

  app.post(
    base,
    {
      onRequest: doctorOnly,
      schema: { tags, body: ZCreateRequestBody, response: withErrors({ 201: envelope(ZReferenceRequest) }) },
    },
    async (request, reply) =>
      reply.code(201).send({
        result: await createDoctorRequest(ctx, kind, getAuth(request).user, request.body),
      }),
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: doctorOnly,
      schema: { ...byId, body: ZRequestPerson, response: withErrors({ 200: envelope(ZReferenceRequest) }) },
    },
    async (request) => ({
      result: await replaceDoctorRequest(ctx, kind, getAuth(request).user, request.params.id, request.body),
    }),
  );

  app.post(
    `${base}/:id/resend`,
    {
      onRequest: doctorOnly,
      schema: { ...byId, response: withErrors({ 200: envelope(ZReferenceRequest) }) },
    },
    async (request) => ({
      result: await resendDoctorRequest(ctx, kind, getAuth(request).user, request.params.id),
    }),
  );

  app.delete(
    `${base}/:id`,
    { onRequest: doctorOnly, schema: { ...byId, response: withErrors({ 200: envelope(ZMessageResult) }) } },
    async (request) => ({
      result: await deleteDoctorRequest(ctx, kind, getAuth(request).user, request.params.id),
    }),
  );

  app.post(
    `${base}/respond`,
    {
      schema: {
        tags: ['open'],
        body: ZRespondRequest,
        response: withErrors({ 200: envelope(ZRespondResponse) }),
      },
    },
    // Note: open route: the signed, single-use link token is the only credential.
    async (request) => ({ result: await respondToRequest(ctx, kind, request.body) }),
  );
}
