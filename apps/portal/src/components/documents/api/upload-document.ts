import { FILE_FIELD_NAME, type TFileInfo } from '@docapply/contracts';
import { createFilePath, type TApiClient, type TUploadOptions } from '@docapply/ui';

type TUploadDocumentOptions = TUploadOptions & { scope: string; file: File };

/** POST /gcs/upload/{scope}/{new uuid}: one file as multipart form data; the answer describes it. */
export function uploadDocument(
  api: TApiClient,
  { scope, file, ...options }: TUploadDocumentOptions,
): Promise<TFileInfo> {
  const form = new FormData();
  form.append(FILE_FIELD_NAME, file);
  return api.upload<TFileInfo>(createFilePath('upload', scope, crypto.randomUUID()), form, options);
}
