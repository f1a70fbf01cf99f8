import { createRequire } from 'node:module';

type TContentDisposition = (filename: string, options: { type: 'attachment' | 'inline' }) => string;

/**
 * content-disposition 1.x (Node 20 compatible; 3.x needs Node 22), loaded from this workspace:
 * a hoisted 3.x (a dependency of @fastify/static) would otherwise shadow its types.
 */
const load = createRequire(import.meta.url);
const contentDisposition = load('content-disposition') as TContentDisposition;

/** An RFC 6266 header value with an ASCII fallback and a UTF-8 filename* for any other name. */
export function createAttachmentHeader(filename: string): string {
  return contentDisposition(filename, { type: 'attachment' });
}
