import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationVerification } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { verificationKeys } from './verification-keys';

/** /admin/applications/{id}/verification, and below it an item's or a screening's own routes. */
export function verificationPath(applicationId: string, ...rest: string[]): string {
  return [
    `/admin/applications/${encodeURIComponent(applicationId)}/verification`,
    ...rest.map(encodeURIComponent),
  ].join('/');
}

/** The application's checklist: every item with its state and evidence, the screenings, the progress. */
export function verificationQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: verificationKeys.checklist(applicationId),
    queryFn: () => api.get<TApplicationVerification>(verificationPath(applicationId)),
  });
}

export function useVerification(applicationId: string) {
  const api = useApi();
  return useQuery(verificationQueryOptions(api, applicationId));
}
