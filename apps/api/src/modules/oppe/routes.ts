// Over 300 lines on purpose: every OPPE route in one place, like each module's routes.ts, each a few
// lines handing to its service; the services are split by responsibility beside it.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConcludeOppeReview,
  ZCreateOppeIndicator,
  ZDoctorOppeConclusions,
  ZErrorBody,
  ZHospitalParams,
  ZOppeCycle,
  ZOppeCycleList,
  ZOppeCycleParams,
  ZOppeImport,
  ZOppeImportParams,
  ZOppeIndicator,
  ZOppeIndicatorList,
  ZOppeIndicatorParams,
  ZOppePractitionerList,
  ZOppePractitionerParams,
  ZOppeReport,
  ZOppeReview,
  ZOppeSettings,
  ZOppeValue,
  ZOppeValueInput,
  ZOppeValueParams,
  ZUpdateOppeIndicator,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { assertOppeAdmin } from './access';
import { listDoctorOppeConclusions } from './conclusions';
import { getOppeSettings, listOppeCycles, openOppeCycle, updateOppeSettings } from './cycles';
import { getOppeImport, importOppeCsv } from './import';
import {
  createOppeIndicator,
  deleteOppeIndicator,
  listOppeIndicators,
  updateOppeIndicator,
} from './indicators';
import { getOppeReport, listOppePractitioners } from './report';
import { concludeOppeReview } from './review';
import { OPPE_UPLOAD_LIMITS, readOppeUpload } from './upload';
import { putOppeValue } from './values';

const BASE = '/admin/hospitals/:hospitalId/oppe';
const notFound = { 404: ZErrorBody };

/**
 * OPPE (issue 41): the office's indicators, settings, cycles, imports, reports and conclusions under
 * /admin/hospitals/{hospitalId}/oppe, and the doctor's own released conclusions.
 */
export function createOppeRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['oppe'];
    // Registered in this plugin only: the CSV upload is the one multipart body here.
    await app.register(multipart, { limits: OPPE_UPLOAD_LIMITS });
    // Note: hospital administrators only (others 403); each service then limits them to their own
    // hospitals (another hospital 404).
    const onRequest = guard.requireRole('hospital_admin');
    const db = ctx.db;

    app.get(
      `${BASE}/indicators`,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 200: envelope(ZOppeIndicatorList), ...notFound }),
        },
      },
      async (request) => ({
        result: await listOppeIndicators(db, getAuth(request).user, request.params.hospitalId),
      }),
    );

    app.post(
      `${BASE}/indicators`,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZCreateOppeIndicator,
          response: withErrors({ 201: envelope(ZOppeIndicator), ...notFound, 409: ZErrorBody }),
        },
      },
      async (request, reply) => {
        const result = await createOppeIndicator(db, getAuth(request).user, {
          hospitalId: request.params.hospitalId,
          input: request.body,
        });
        return reply.code(201).send({ result });
      },
    );

    app.put(
      `${BASE}/indicators/:indicatorId`,
      {
        onRequest,
        schema: {
          tags,
          params: ZOppeIndicatorParams,
          body: ZUpdateOppeIndicator,
          response: withErrors({ 200: envelope(ZOppeIndicator), ...notFound }),
        },
      },
      async (request) => ({
        result: await updateOppeIndicator(db, getAuth(request).user, {
          ...request.params,
          input: request.body,
        }),
      }),
    );

    app.delete(
      `${BASE}/indicators/:indicatorId`,
      {
        onRequest,
        schema: {
          tags,
          params: ZOppeIndicatorParams,
          response: withErrors({ 200: envelope(ZOppeIndicatorList), ...notFound, 409: ZErrorBody }),
        },
      },
      async (request) => {
        const user = getAuth(request).user;
        await deleteOppeIndicator(db, user, request.params);
        return { result: await listOppeIndicators(db, user, request.params.hospitalId) };
      },
    );

    app.get(
      `${BASE}/settings`,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 200: envelope(ZOppeSettings), ...notFound }),
        },
      },
      async (request) => ({
        result: await getOppeSettings(db, getAuth(request).user, request.params.hospitalId),
      }),
    );

    app.put(
      `${BASE}/settings`,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZOppeSettings,
          response: withErrors({ 200: envelope(ZOppeSettings), ...notFound }),
        },
      },
      async (request) => ({
        result: await updateOppeSettings(db, getAuth(request).user, {
          hospitalId: request.params.hospitalId,
          settings: request.body,
        }),
      }),
    );

    app.get(
      `${BASE}/cycles`,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 200: envelope(ZOppeCycleList), ...notFound }),
        },
      },
      async (request) => ({
        result: await listOppeCycles(db, getAuth(request).user, request.params.hospitalId),
      }),
    );

    app.post(
      `${BASE}/cycles`,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 201: envelope(ZOppeCycle), ...notFound, 409: ZErrorBody }),
        },
      },
      async (request, reply) => {
        const result = await openOppeCycle(db, getAuth(request).user, request.params.hospitalId);
        return reply.code(201).send({ result });
      },
    );

    app.post(
      `${BASE}/imports`,
      {
        onRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          consumes: ['multipart/form-data'],
          response: withErrors({ 201: envelope(ZOppeImport), ...notFound, 413: ZErrorBody }),
        },
      },
      async (request, reply) => {
        const user = getAuth(request).user;
        const { hospitalId } = request.params;
        // Checked before the body is read: another hospital's upload is never staged.
        await assertOppeAdmin(db, user, hospitalId);
        const result = await readOppeUpload(request, ({ fileName, input }) =>
          importOppeCsv(db, user, { hospitalId, fileName, input }),
        );
        return reply.code(201).send({ result });
      },
    );

    app.get(
      `${BASE}/imports/:importId`,
      {
        onRequest,
        schema: {
          tags,
          params: ZOppeImportParams,
          response: withErrors({ 200: envelope(ZOppeImport), ...notFound }),
        },
      },
      async (request) => ({ result: await getOppeImport(db, getAuth(request).user, request.params) }),
    );

    app.get(
      `${BASE}/cycles/:cycleId/practitioners`,
      {
        onRequest,
        schema: {
          tags,
          params: ZOppeCycleParams,
          response: withErrors({ 200: envelope(ZOppePractitionerList), ...notFound }),
        },
      },
      async (request) => ({ result: await listOppePractitioners(db, getAuth(request).user, request.params) }),
    );

    app.get(
      `${BASE}/cycles/:cycleId/practitioners/:doctorId`,
      {
        onRequest,
        schema: {
          tags,
          params: ZOppePractitionerParams,
          response: withErrors({ 200: envelope(ZOppeReport), ...notFound }),
        },
      },
      async (request) => ({ result: await getOppeReport(db, getAuth(request).user, request.params) }),
    );

    app.put(
      `${BASE}/cycles/:cycleId/practitioners/:doctorId/values/:indicatorId`,
      {
        onRequest,
        schema: {
          tags,
          params: ZOppeValueParams,
          body: ZOppeValueInput,
          response: withErrors({ 200: envelope(ZOppeValue), ...notFound }),
        },
      },
      async (request) => ({
        result: await putOppeValue(db, getAuth(request).user, { ...request.params, input: request.body }),
      }),
    );

    app.post(
      `${BASE}/cycles/:cycleId/practitioners/:doctorId/review`,
      {
        onRequest,
        schema: {
          tags,
          params: ZOppePractitionerParams,
          body: ZConcludeOppeReview,
          response: withErrors({ 201: envelope(ZOppeReview), ...notFound, 409: ZErrorBody }),
        },
      },
      async (request, reply) => {
        const result = await concludeOppeReview(db, getAuth(request).user, {
          ...request.params,
          input: request.body,
        });
        return reply.code(201).send({ result });
      },
    );

    app.get(
      '/oppe/conclusions',
      {
        // Note: the doctor in person (a delegate is refused: peer-review material); the service
        // reads their own conclusions only.
        onRequest: guard.requireDoctorInPerson,
        schema: { tags, response: withErrors({ 200: envelope(ZDoctorOppeConclusions) }) },
      },
      async (request) => ({ result: await listDoctorOppeConclusions(db, getAuth(request).user.id) }),
    );
  };
}
