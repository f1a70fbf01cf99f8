import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminApplicationParams } from '@docapply/contracts';
import type { TAppContext } from '@/core/context';
import { getAuth, type TAuthGuard } from '@/core/access/guard';
import { sendPdfAttachment } from '@/core/storage/content-disposition';
import { createFileStorage } from '@/core/storage/create-storage';
import type { TFileStorage } from '@/core/storage/storage';
import { withErrors } from '@/plugins/error-responses';
import { createCommitteePacket, type TPacketDeps } from './packet';

/** GET /admin/applications/{id}/packet: the committee packet, a PDF attachment. */
export function createPacketRoutes(
  ctx: TAppContext,
  guard: TAuthGuard,
  options: { storage?: TFileStorage; limits?: TPacketDeps['limits'] } = {},
): FastifyPluginAsyncZod {
  return async (app) => {
    const deps: TPacketDeps = {
      db: ctx.db,
      storage: options.storage ?? (await createFileStorage(ctx.config)),
      limits: options.limits,
    };
    app.get(
      '/admin/applications/:id/packet',
      {
        // Note: hospital administrators only; the service then limits them to their own hospitals.
        onRequest: guard.requireRole('hospital_admin'),
        schema: {
          tags: ['admin-applications'],
          params: ZAdminApplicationParams,
          produces: ['application/pdf'],
          response: withErrors({
            200: z.any().describe('The committee packet (application/pdf)'),
          }),
        },
      },
      async (request, reply) => {
        const packet = await createCommitteePacket(deps, getAuth(request).user, {
          applicationId: request.params.id,
        });
        return sendPdfAttachment(reply, packet);
      },
    );
  };
}
