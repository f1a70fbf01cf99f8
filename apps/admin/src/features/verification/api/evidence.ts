import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { saveBlob, useApi, type TApiClient } from '@docapply/ui';
import { verificationPath } from './get-verification';
import { verificationKeys } from './verification-keys';

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
    queryKey: verificationKeys.record(applicationId, itemId),
    queryFn: () => api.getBlob(verificationPath(applicationId, itemId, 'record')),
  });
}

export function useVerificationRecord(applicationId: string, itemId: string) {
  const api = useApi();
  return useQuery(recordQueryOptions(api, applicationId, itemId));
}
