import { z } from 'zod';
import { ZFileInfo } from './files';
import { ZIdParams } from './params';

/**
 * "Apply once" for documents: GET /applications/{id}/reusable-documents lists the doctor's
 * documents from their other applications that this application's forms ask for (same kind: the
 * file field's profile key), still valid, newest first; POST
 * /applications/{id}/reusable-documents/{fileId}/use copies one into this application.
 */
export const ZReusableDocument = ZFileInfo.extend({
  /** The profile key of the field it was uploaded for (what kind of document it is). */
  kind: z.string(),
  /** From a group row: the row's identifying answers (a licence's state and number); null otherwise. */
  row: z.record(z.string(), z.string()).nullable(),
  /** YYYY-MM-DD, its expiry date as answered where it was uploaded; null when it has none. */
  expiresOn: z.string().nullable(),
  /** The hospital of the application it comes from. */
  hospitalName: z.string(),
});
export type TReusableDocument = z.infer<typeof ZReusableDocument>;

export const ZReusableDocumentList = z.object({ data: z.array(ZReusableDocument) });
export type TReusableDocumentList = z.infer<typeof ZReusableDocumentList>;

/** `{id}` the application, `{fileId}` the document to copy into it (a malformed one reads as unknown). */
export const ZReusableDocumentParams = z.strictObject({
  id: ZIdParams.shape.id,
  fileId: ZIdParams.shape.id,
});

export const REUSABLE_DOCUMENT_MESSAGES = {
  notFound: 'This document was not found among your documents.',
  notAsked: 'This application does not ask for this kind of document.',
  expired: (date: string) => `This document expired on ${date}. Upload a current one instead.`,
} as const;
