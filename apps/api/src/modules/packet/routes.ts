import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminApplicationParams } from '@docapply/contracts';
import type { TAppContext } from '@/app-context';
import { getAuth, type TAuthGuard } from '@/modules/auth/guard';
import { createAttachmentHeader } from '@/modules/files/content-disposition';
import { createFileStorage } from '@/modules/files/create-storage';
import type { TFileStorage } from '@/modules/files/storage';
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
          ip: request.ip,
        });
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', createAttachmentHeader(packet.filename))
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .send(Buffer.from(packet.bytes.buffer, packet.bytes.byteOffset, packet.bytes.byteLength));
      },
    );
  };
}
