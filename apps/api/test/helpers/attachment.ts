import { parse } from 'content-disposition';

/**
 * What a browser reads from a Content-Disposition header: the disposition and the file name
 * (filename* preferred). Quoted or not is the header's business: both forms name the same file.
 */
export function readAttachment(header: unknown): { type: string; filename: string | undefined } {
  const { type, parameters } = parse(String(header));
  return { type, filename: parameters.filename };
}
