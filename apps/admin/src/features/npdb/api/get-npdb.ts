import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TApplicationNpdb } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { adminApplicationKeys, allBut } from '@/lib/query-keys';

/**
 * Under its application (`adminApplicationKeys.application`): a decision or a change heard live
 * reads the NPDB queries again with the review.
 */
export const npdbKeys = {
  detail: (applicationId: string) => [...adminApplicationKeys.application(applicationId), 'npdb'] as const,
};

/** /admin/applications/{id}/npdb, and below it a query's own routes. */
export function npdbPath(applicationId: string, ...rest: string[]): string {
  return [
    `/admin/applications/${encodeURIComponent(applicationId)}/npdb`,
    ...rest.map(encodeURIComponent),
  ].join('/');
}

/** The doctor's NPDB queries at this hospital, newest first, and whether one is current today. */
export function npdbQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: npdbKeys.detail(applicationId),
    queryFn: () => api.get<TApplicationNpdb>(npdbPath(applicationId)),
  });
}

export function useNpdb(applicationId: string) {
  const api = useApi();
  return useQuery(npdbQueryOptions(api, applicationId));
}

/**
 * After a write the server answers the whole list with the standing: it is shown as answered, and
 * what follows from it (the review's gate, the audit trail) is read again.
 */
export async function storeNpdb(queryClient: QueryClient, applicationId: string, npdb: TApplicationNpdb) {
  const detail = npdbKeys.detail(applicationId);
  queryClient.setQueryData(detail, npdb);
  await queryClient.invalidateQueries(allBut(adminApplicationKeys.application(applicationId), detail));
}
