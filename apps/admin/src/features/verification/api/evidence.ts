import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { saveBlob, useApi, type TApiClient } from '@docapply/ui';
import { verificationKey, verificationPath } from './get-verification';

/**
 * The evidence is served with the admin's token (a plain link could not send it): an uploaded file
 * is fetched and saved under its name; the record the system fetched is read as it was answered.
 */
export function useDownloadEvidence(applicationId: string, itemId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async (fallbackName: string) => {
      const { blob, fileName } = await api.getBlob(verificationPath(applicationId, itemId, 'evidence'));
      saveBlob(blob, fileName ?? fallbackName);
    },
  });
}

/** GET …/{itemId}/record: the fetched record, unchanged, with its content type. */
export function recordQueryOptions(api: TApiClient, applicationId: string, itemId: string) {
  return queryOptions({
    // Under the checklist's key: a new check of the item reads its record again.
    queryKey: [...verificationKey(applicationId), 'record', itemId],
    queryFn: () => api.getBlob(verificationPath(applicationId, itemId, 'record')),
  });
}

export function useVerificationRecord(applicationId: string, itemId: string) {
  const api = useApi();
  return useQuery(recordQueryOptions(api, applicationId, itemId));
}
