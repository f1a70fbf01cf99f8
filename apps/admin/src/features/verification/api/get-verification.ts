import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationVerification } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { ADMIN_APPLICATIONS_KEY } from '@/lib/query-keys';

/**
 * Under the review's key (`[...admin-applications, 'review', id]`, as the review feature builds it):
 * a decision or a live update that refreshes the review reads the checklist again.
 */
export const verificationKey = (applicationId: string) =>
  [...ADMIN_APPLICATIONS_KEY, 'review', applicationId, 'verification'] as const;

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
    queryKey: verificationKey(applicationId),
    queryFn: () => api.get<TApplicationVerification>(verificationPath(applicationId)),
  });
}

export function useVerification(applicationId: string) {
  const api = useApi();
  return useQuery(verificationQueryOptions(api, applicationId));
}
