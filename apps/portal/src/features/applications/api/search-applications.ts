import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationSearchResult } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { myApplicationKeys } from './my-application-keys';

export type TApplicationSearch = {
  q: string;
  /** Comma-joined statuses (spec section 7: array parameters are joined by commas). */
  status: string;
  hospitalId: string;
  page: number;
  pageSize: number;
};

export const searchApplicationsQueryOptions = (api: TApiClient, search: TApplicationSearch) =>
  queryOptions({
    queryKey: myApplicationKeys.search(search),
    queryFn: () => api.get<TApplicationSearchResult>('/applications/search', search),
  });

/** One page of the doctor's applications; the previous page stays on screen while the next loads. */
export function useSearchApplications(search: TApplicationSearch) {
  const api = useApi();
  const query = useQuery({
    ...searchApplicationsQueryOptions(api, search),
    placeholderData: keepPreviousData,
  });
  useReportQueryError(query.error);
  return query;
}
