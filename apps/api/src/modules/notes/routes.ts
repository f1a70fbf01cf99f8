import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminApplicationParams,
  ZCreateInternalNoteRequest,
  ZErrorBody,
  ZInternalNote,
  ZInternalNoteList,
  envelope,
} from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { withErrors } from '@/plugins/error-responses';
import { createInternalNote, listInternalNotes } from './notes';

/** The office's internal notes on an application: the doctor never reaches them. */
export function createInternalNoteRoutes(ctx: TAppContext, guard: TAuthGuard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['internal-notes'];
    // Note: hospital administrators only; the service then limits them to the application's hospital.
    const onRequest = guard.requireRole('hospital_admin');

    app.get(
      '/admin/applications/:id/notes',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          response: withErrors({ 200: envelope(ZInternalNoteList), 404: ZErrorBody }),
        },
      },
      async (request) => ({
        result: { data: await listInternalNotes(ctx.db, getAuth(request).user, request.params.id) },
      }),
    );

    app.post(
      '/admin/applications/:id/notes',
      {
        onRequest,
        schema: {
          tags,
          params: ZAdminApplicationParams,
          body: ZCreateInternalNoteRequest,
          response: withErrors({ 201: envelope(ZInternalNote), 404: ZErrorBody }),
        },
      },
      async (request, reply) => {
        const note = await createInternalNote(ctx.db, getAuth(request).user, {
          applicationId: request.params.id,
          ...request.body,
        });
        return reply.code(201).send({ result: note });
      },
    );
  };
}
