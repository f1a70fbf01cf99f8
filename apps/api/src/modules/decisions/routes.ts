import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  ZAdminApplicationParams,
  ZCommitteeFile,
  ZCommitteeGate,
  ZCommitteeFileList,
  ZCommitteeFileParams,
  ZDecisionRoute,
  ZDecisionRouteInput,
  ZErrorBody,
  ZHospitalParams,
  ZOpenElectronicVoteInput,
  ZRecommendationInput,
  ZRecusalInput,
  ZVoteInput,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { getFileAccess } from './access';
import { getOfficeGate } from './gate';
import { recommend, recuse } from './recommend';
import { getDecisionRoute, saveDecisionRoute } from './route';
import { buildCommitteeFile, listCommitteeFiles } from './views';
import { castVote, openElectronicVote } from './votes';

/** The decision route's configuration, and the files in it as the office and the members see them. */
export function createDecisionRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['decisions'];
    const onHospitalRequest = guard.requireRole('hospital_admin', 'platform_admin');
    // Note: the office and the steps' members; the service limits each to what their steps show.
    const onCommitteeRequest = guard.requireRole('hospital_admin', 'committee_member');
    const fileErrors = { 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };

    app.get(
      '/admin/hospitals/:hospitalId/decision-route',
      {
        onRequest: onHospitalRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          response: withErrors({ 200: envelope(ZDecisionRoute), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await getDecisionRoute(ctx.db, getAuth(request).user, request.params.hospitalId),
      }),
    );

    app.get(
      '/admin/applications/:id/committee-gate',
      {
        onRequest: guard.requireRole('hospital_admin'),
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZCommitteeGate), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await getOfficeGate(ctx.db, getAuth(request).user, request.params.id),
      }),
    );

    app.put(
      '/admin/hospitals/:hospitalId/decision-route',
      {
        onRequest: onHospitalRequest,
        schema: {
          tags,
          params: ZHospitalParams,
          body: ZDecisionRouteInput,
          response: withErrors({ 200: envelope(ZDecisionRoute), 404: ZErrorBody, 409: ZErrorBody }),
        },
      },
      async (request) => ({
        result: await saveDecisionRoute(ctx, getAuth(request).user, request.params.hospitalId, request.body),
      }),
    );

    app.get(
      '/committee/files',
      {
        onRequest: onCommitteeRequest,
        schema: { tags, response: withErrors({ 200: envelope(ZCommitteeFileList) }) },
      },
      async (request) => ({ result: await listCommitteeFiles(ctx.db, getAuth(request).user) }),
    );

    app.get(
      '/committee/files/:applicationId',
      {
        onRequest: onCommitteeRequest,
        schema: {
          tags,
          params: ZCommitteeFileParams,
          response: withErrors({ 200: envelope(ZCommitteeFile), 404: ZErrorBody }),
        },
      },
      async (request) => {
        const { user } = getAuth(request);
        const access = await getFileAccess(ctx.db, user, request.params.applicationId);
        return { result: await buildCommitteeFile(ctx.db, access, user) };
      },
    );

    app.post(
      '/committee/files/:applicationId/recommendation',
      {
        onRequest: onCommitteeRequest,
        schema: {
          tags,
          params: ZCommitteeFileParams,
          body: ZRecommendationInput,
          response: withErrors({ 200: envelope(ZCommitteeFile), ...fileErrors }),
        },
      },
      async (request) => ({
        result: await recommend(ctx, getAuth(request).user, request.params.applicationId, request.body),
      }),
    );

    app.post(
      '/committee/files/:applicationId/recusal',
      {
        onRequest: onCommitteeRequest,
        schema: {
          tags,
          params: ZCommitteeFileParams,
          body: ZRecusalInput,
          response: withErrors({ 200: envelope(ZCommitteeFile), ...fileErrors }),
        },
      },
      async (request) => ({
        result: await recuse(ctx, getAuth(request).user, request.params.applicationId, request.body),
      }),
    );

    app.post(
      '/committee/files/:applicationId/electronic-vote',
      {
        onRequest: onCommitteeRequest,
        schema: {
          tags,
          params: ZCommitteeFileParams,
          body: ZOpenElectronicVoteInput,
          response: withErrors({ 200: envelope(ZCommitteeFile), ...fileErrors }),
        },
      },
      async (request) => ({
        result: await openElectronicVote(
          ctx,
          getAuth(request).user,
          request.params.applicationId,
          request.body,
        ),
      }),
    );

    app.post(
      '/committee/files/:applicationId/vote',
      {
        onRequest: onCommitteeRequest,
        schema: {
          tags,
          params: ZCommitteeFileParams,
          body: ZVoteInput,
          response: withErrors({ 200: envelope(ZCommitteeFile), ...fileErrors }),
        },
      },
      async (request) => ({
        result: await castVote(ctx, getAuth(request).user, request.params.applicationId, request.body),
      }),
    );
  };
}
