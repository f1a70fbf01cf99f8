import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { create } from 'content-disposition';

/** An RFC 6266 header value with an ASCII fallback and a UTF-8 filename* for any other name. */
export function createAttachmentHeader(filename: string): string {
  return create(filename, { type: 'attachment' });
}

/** A download: what it is saved as, its type, its length when known, and its bytes. */
export type TAttachment = {
  name: string;
  contentType: string;
  size?: number;
  body: Readable | string | Buffer;
};

/**
 * A stored file or record sent as a download: its own type, never sniffed, never cached, saved
 * under `name` rather than opened in the page.
 */
export function sendAttachment(
  reply: FastifyReply,
  { name, contentType, size, body }: TAttachment,
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

/** A generated PDF (a packet, minutes, a letter) as a download that no cache keeps. */
export function sendPdfAttachment(
  reply: FastifyReply,
  { filename, bytes }: { filename: string; bytes: Uint8Array },
): FastifyReply {
  return sendAttachment(reply, {
    name: filename,
    contentType: 'application/pdf',
    body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  });
}
