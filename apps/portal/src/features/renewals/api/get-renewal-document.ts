import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRenewalDocument } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { renewalKeys } from './renewal-keys';

export const renewalDocumentQueryOptions = (api: TApiClient, applicationId: string, documentKey: string) =>
  queryOptions({
    queryKey: renewalKeys.document(applicationId, documentKey),
    queryFn: () =>
      api.get<TRenewalDocument>(`/applications/${encodeURIComponent(applicationId)}/renewals/document`, {
        document: documentKey,
      }),
    // The page is opened from an email, often long after: always the current expiry date.
    staleTime: 0,
  });

/** GET /applications/{id}/renewals/document?document=: the document, its expiry and who holds it. */
export function useRenewalDocument(applicationId: string, documentKey: string) {
  const api = useApi();
  return useQuery(renewalDocumentQueryOptions(api, applicationId, documentKey));
}
