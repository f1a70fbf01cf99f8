import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReferenceRequest, TRequestKind } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { applyKeys } from './apply-keys';
import { REQUEST_BASE } from './request-paths';

/** GET /references/details (a list) or /alternativeCoverage/details (one or null), as a list. */
async function getRequests(api: TApiClient, kind: TRequestKind, applicationId: string) {
  const path = `${REQUEST_BASE[kind]}/details`;
  if (kind === 'reference') {
    const result = await api.get<{ data: TReferenceRequest[] }>(path, { applicationId });
    return result.data;
  }
  const coverage = await api.get<TReferenceRequest | null>(path, { applicationId });
  return coverage ? [coverage] : [];
}

export const getRequestsQueryOptions = (api: TApiClient, kind: TRequestKind, applicationId: string) =>
  queryOptions({
    queryKey: applyKeys.requests(kind, applicationId),
    queryFn: () => getRequests(api, kind, applicationId),
  });

/** The people this application asked: peer references, or the covering physician. */
export function useRequests(kind: TRequestKind, applicationId: string) {
  const api = useApi();
  const query = useQuery(getRequestsQueryOptions(api, kind, applicationId));
  useReportQueryError(query.error);
  return query;
}
