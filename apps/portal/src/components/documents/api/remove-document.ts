import { createFilePath, type TApiClient } from '@docapply/ui';

/** DELETE /gcs/remove/{scope}/{fileId} */
export function removeDocument(api: TApiClient, scope: string, fileId: string): Promise<{ message: string }> {
  return api.del<{ message: string }>(createFilePath('remove', scope, fileId));
}
