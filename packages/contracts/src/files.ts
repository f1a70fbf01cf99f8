import { z } from 'zod';

/** Uploaded documents (POST /gcs/upload/{a}/{b}). */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_MIME_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type TFileMime = (typeof FILE_MIME_TYPES)[number];
/** `a` for documents that belong to the doctor rather than to one application. */
export const PROFILE_FILE_SCOPE = 'profile';
/** The multipart field that carries the file. */
export const FILE_FIELD_NAME = 'file';
/** What an `<input type="file" accept>` should offer. */
export const FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

export const FILE_MESSAGES = {
  tooLarge: 'Files can be at most 10 MB',
  badType: 'Upload a PDF, PNG or JPEG file',
  missing: 'Choose a file to upload',
  idInUse: 'This file id is already in use',
  notEditable: 'This application can no longer be changed',
  removed: 'The file was removed.',
  activeContent:
    'This PDF contains scripts, automatic actions or attached files, which DocApply does not accept. Print it to a new PDF (Print, then Save as PDF) and upload that.',
  notChecked:
    'This PDF could not be checked. Print it to a new PDF (Print, then Save as PDF) and upload that.',
} as const;

export const ZFileParams = z.object({
  a: z.string().min(1).max(64),
  b: z.uuid({ error: 'Must be a uuid' }),
});

export const ZFileInfo = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.enum(FILE_MIME_TYPES),
  createdAt: z.string(),
});
export type TFileInfo = z.infer<typeof ZFileInfo>;
