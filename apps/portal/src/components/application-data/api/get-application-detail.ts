import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationDetail } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { applicationKeys } from '@/lib/query-keys';

const getApplicationDetail = (api: TApiClient, applicationId: string) =>
  api.get<TApplicationDetail>(`/applicationDatas/${encodeURIComponent(applicationId)}`);

export const getApplicationDetailQueryOptions = (api: TApiClient, applicationId: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: () => getApplicationDetail(api, applicationId),
  });

/** The whole application, read-only: forms with answers, files, privileges, requests, history. */
export function useApplicationDetail(applicationId: string) {
  const api = useApi();
  const query = useQuery(getApplicationDetailQueryOptions(api, applicationId));
  useReportQueryError(query.error);
  return query;
}

/**
 * The same data for a page that edits answers: always read fresh from the server and never kept
 * after the page closes, so the editor never starts from answers older than the last autosave.
 */
export function useApplicationForEditing(applicationId: string) {
  const api = useApi();
  const query = useQuery({
    queryKey: applicationKeys.editing(applicationId),
    queryFn: () => getApplicationDetail(api, applicationId),
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  useReportQueryError(query.error);
  return query;
}
