import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  EXPIRING_DAYS_DEFAULT,
  type TExpiringDocument,
  type TExpiringDocumentList,
} from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { dashboardKeys } from './dashboard-keys';

export function getExpiringDocuments(
  api: TApiClient,
  days: number = EXPIRING_DAYS_DEFAULT,
): Promise<TExpiringDocument[]> {
  return api.get<TExpiringDocumentList>('/formsResponse/expiring', { days }).then((result) => result.data);
}

export const getExpiringDocumentsQueryOptions = (api: TApiClient, days: number = EXPIRING_DAYS_DEFAULT) =>
  queryOptions({
    queryKey: dashboardKeys.expiringDocuments(days),
    queryFn: () => getExpiringDocuments(api, days),
    // Expiry dates change in the application editor, which does not know this list: read afresh on each visit.
    staleTime: 0,
  });

/**
 * The doctor's documents that expire within `days` or already have, soonest first. A failure is
 * not reported: this list only adds to the dashboard, whose hospital list already reports a
 * server that cannot be reached.
 */
export function useExpiringDocuments(days: number = EXPIRING_DAYS_DEFAULT) {
  const api = useApi();
  return useQuery(getExpiringDocumentsQueryOptions(api, days));
}
