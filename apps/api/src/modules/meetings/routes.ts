import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAddMeetingItemInput,
  ZAttendanceInput,
  ZCreateMeetingInput,
  ZErrorBody,
  ZMeeting,
  ZMeetingCandidateList,
  ZMeetingItemParams,
  ZMeetingList,
  ZMeetingListQuery,
  ZMeetingMemberParams,
  ZMeetingParams,
  ZMeetingVotesInput,
  ZReorderMeetingItemsInput,
  ZUpdateMeetingInput,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { sendPdfAttachment } from '@/core/storage/content-disposition';
import { createFileStorage } from '@/core/storage/create-storage';
import type { TFileStorage } from '@/core/storage/storage';
import { withErrors } from '@/plugins/error-responses';
import { addAgendaItem, listAgendaCandidates, removeAgendaItem, reorderAgenda } from './agenda';
import { recordAttendance } from './attendance';
import { createMeetingPacket } from './meeting-packet';
import { cancelMeeting, closeMeeting, createMeeting, getMeeting, updateMeeting } from './meetings';
import { createMinutes } from './minutes';
import { listMeetings } from './queries';
import { sendMeetingPacket } from './send-packet';
import { recordItemVotes } from './votes';

/** Committee meetings: the coordinator runs them; the step's members read the agenda and packet. */
export function createMeetingRoutes(
  ctx: TAppContext,
  guard: TAuthGuard,
  options: { storage?: TFileStorage } = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    const storage = options.storage ?? (await createFileStorage(ctx.config));
    const tags = ['meetings'];
    // Note: the coordinator is a hospital administrator; members read. The services then keep each
    // to their own hospital's meetings and their own steps'.
    const manage = guard.requireRole('hospital_admin');
    const read = guard.requireRole('hospital_admin', 'committee_member');
    const meetingResponse = withErrors({ 200: envelope(ZMeeting), 404: ZErrorBody, 409: ZErrorBody });
    const pdfResponse = withErrors({
      200: z.any().describe('A PDF (application/pdf)'),
      404: ZErrorBody,
      409: ZErrorBody,
      503: ZErrorBody,
    });
    const user = (request: { auth: unknown }) => getAuth(request as Parameters<typeof getAuth>[0]).user;

    app.get(
      '/admin/meetings',
      {
        onRequest: read,
        schema: {
          tags,
          querystring: ZMeetingListQuery,
          response: withErrors({ 200: envelope(ZMeetingList) }),
        },
      },
      async (request) => ({ result: await listMeetings(ctx.db, user(request), request.query) }),
    );
    app.post(
      '/admin/meetings',
      {
        onRequest: manage,
        schema: {
          tags,
          body: ZCreateMeetingInput,
          response: withErrors({ 201: envelope(ZMeeting), 404: ZErrorBody }),
        },
      },
      async (request, reply) =>
        reply.code(201).send({ result: await createMeeting(ctx.db, user(request), request.body) }),
    );
    app.get(
      '/admin/meetings/:id',
      { onRequest: read, schema: { tags, params: ZMeetingParams, response: meetingResponse } },
      async (request) => ({ result: await getMeeting(ctx.db, user(request), request.params.id) }),
    );
    app.put(
      '/admin/meetings/:id',
      {
        onRequest: manage,
        schema: { tags, params: ZMeetingParams, body: ZUpdateMeetingInput, response: meetingResponse },
      },
      async (request) => ({
        result: await updateMeeting(ctx.db, user(request), {
          meetingId: request.params.id,
          changes: request.body,
        }),
      }),
    );
    app.post(
      '/admin/meetings/:id/cancel',
      { onRequest: manage, schema: { tags, params: ZMeetingParams, response: meetingResponse } },
      async (request) => ({ result: await cancelMeeting(ctx.db, user(request), request.params.id) }),
    );
    app.post(
      '/admin/meetings/:id/close',
      { onRequest: manage, schema: { tags, params: ZMeetingParams, response: meetingResponse } },
      async (request) => ({ result: await closeMeeting(ctx.db, user(request), request.params.id) }),
    );
    app.post(
      '/admin/meetings/:id/send-packet',
      { onRequest: manage, schema: { tags, params: ZMeetingParams, response: meetingResponse } },
      async (request) => ({ result: await sendMeetingPacket(ctx.db, user(request), request.params.id) }),
    );
    app.get(
      '/admin/meetings/:id/candidates',
      {
        onRequest: manage,
        schema: {
          tags,
          params: ZMeetingParams,
          response: withErrors({ 200: envelope(ZMeetingCandidateList), 404: ZErrorBody }),
        },
      },
      async (request) => ({ result: await listAgendaCandidates(ctx.db, user(request), request.params.id) }),
    );
    app.post(
      '/admin/meetings/:id/items',
      {
        onRequest: manage,
        schema: { tags, params: ZMeetingParams, body: ZAddMeetingItemInput, response: meetingResponse },
      },
      async (request) => ({
        result: await addAgendaItem(ctx.db, user(request), {
          meetingId: request.params.id,
          applicationId: request.body.applicationId,
        }),
      }),
    );
    app.put(
      '/admin/meetings/:id/items',
      {
        onRequest: manage,
        schema: { tags, params: ZMeetingParams, body: ZReorderMeetingItemsInput, response: meetingResponse },
      },
      async (request) => ({
        result: await reorderAgenda(ctx.db, user(request), {
          meetingId: request.params.id,
          applicationIds: request.body.applicationIds,
        }),
      }),
    );
    app.delete(
      '/admin/meetings/:id/items/:applicationId',
      { onRequest: manage, schema: { tags, params: ZMeetingItemParams, response: meetingResponse } },
      async (request) => ({
        result: await removeAgendaItem(ctx.db, user(request), {
          meetingId: request.params.id,
          applicationId: request.params.applicationId,
        }),
      }),
    );
    app.put(
      '/admin/meetings/:id/items/:applicationId/votes',
      {
        onRequest: manage,
        schema: { tags, params: ZMeetingItemParams, body: ZMeetingVotesInput, response: meetingResponse },
      },
      async (request) => ({
        result: await recordItemVotes(ctx.db, user(request), {
          meetingId: request.params.id,
          applicationId: request.params.applicationId,
          votes: request.body.votes,
        }),
      }),
    );
    app.put(
      '/admin/meetings/:id/attendance/:userId',
      {
        onRequest: manage,
        schema: { tags, params: ZMeetingMemberParams, body: ZAttendanceInput, response: meetingResponse },
      },
      async (request) => ({
        result: await recordAttendance(ctx.db, user(request), {
          meetingId: request.params.id,
          userId: request.params.userId,
          present: request.body.present,
        }),
      }),
    );
    app.get(
      '/admin/meetings/:id/packet',
      {
        onRequest: read,
        schema: { tags, params: ZMeetingParams, produces: ['application/pdf'], response: pdfResponse },
      },
      async (request, reply) =>
        sendPdfAttachment(
          reply,
          await createMeetingPacket({ db: ctx.db, storage }, user(request), request.params.id),
        ),
    );
    app.get(
      '/admin/meetings/:id/minutes',
      {
        onRequest: manage,
        schema: { tags, params: ZMeetingParams, produces: ['application/pdf'], response: pdfResponse },
      },
      async (request, reply) =>
        sendPdfAttachment(reply, await createMinutes(ctx.db, user(request), request.params.id)),
    );
  };
}
