import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { create } from 'content-disposition';

/** An RFC 6266 header value with an ASCII fallback and a UTF-8 filename* for any other name. */
export function createAttachmentHeader(filename: string): string {
  return create(filename, { type: 'attachment' });
}

/**
 * A stored file or record sent as a download: its own type, never sniffed, never cached, saved
 * under `name` rather than opened in the page.
 */
export function sendAttachment(
  reply: FastifyReply,
  {
    name,
    contentType,
    size,
    body,
  }: { name: string; contentType: string; size?: number; body: Readable | string },
): FastifyReply {
  reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', createAttachmentHeader(name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  if (size !== undefined) {
    reply.header('Content-Length', String(size));
  }
  return reply.send(body);
}
