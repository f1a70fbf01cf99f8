import { createFilePath, saveBlob, type TApiClient } from '@docapply/ui';

/**
 * GET /gcs/get/{scope}/{fileId} with the doctor's token (a plain link cannot send it), handed to
 * the browser as a download under the server's name for it.
 */
export async function downloadDocument(
  api: TApiClient,
  scope: string,
  file: { id: string; name: string },
): Promise<void> {
  const { blob, fileName } = await api.getBlob(createFilePath('get', scope, file.id));
  saveBlob(blob, fileName ?? file.name);
}
