import type { FastifyReply } from 'fastify';
import { createAttachmentHeader } from '@/core/storage/content-disposition';

/** A generated PDF as a download that no cache keeps. */
export function sendPdfAttachment(
  reply: FastifyReply,
  { filename, bytes }: { filename: string; bytes: Uint8Array },
) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', createAttachmentHeader(filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
