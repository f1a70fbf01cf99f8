import { create } from 'content-disposition';

/** An RFC 6266 header value with an ASCII fallback and a UTF-8 filename* for any other name. */
export function createAttachmentHeader(filename: string): string {
  return create(filename, { type: 'attachment' });
}
