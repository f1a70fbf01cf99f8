import { createFilePath, type TApiClient } from '@docapply/ui';

/** The browser has started the download by the time this passes; then the memory is freed. */
const REVOKE_DELAY_MS = 10_000;

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
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
