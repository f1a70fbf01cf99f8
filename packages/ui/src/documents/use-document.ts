import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFileInfo } from '@docapply/contracts';
import type { TApiClient, TDownloadedFile } from '../api/api-client';
import { useApi } from '../api/api-context';
import { createFilePath } from '../api/file-paths';
import { documentKeys } from './document-keys';

/**
 * GET /gcs/get/{scope}/{fileId} with the signed-in user's token: files are served as attachments
 * and need the x-auth-token header, so a plain link cannot open them; a viewer shows the blob.
 */
export function documentQueryOptions(
  api: TApiClient,
  scope: string,
  fileId: string,
  mime?: TFileInfo['mime'],
) {
  return queryOptions({
    queryKey: documentKeys.file(scope, fileId),
    queryFn: async (): Promise<TDownloadedFile> => {
      const download = await api.getBlob(createFilePath('get', scope, fileId));
      // The server's type wins; the recorded type covers a response without one.
      const type = download.contentType || download.blob.type || mime;
      return type && type !== download.blob.type
        ? { ...download, blob: new Blob([download.blob], { type }) }
        : download;
    },
    // A document does not change under its id.
    staleTime: Infinity,
  });
}

export function useDocument(scope: string, fileId: string, mime?: TFileInfo['mime']) {
  const api = useApi();
  return useQuery(documentQueryOptions(api, scope, fileId, mime));
}
