import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { myApplicationKeys } from './my-application-keys';

export const getMyApplicationsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: myApplicationKeys.mine(),
    queryFn: () => api.get<TApplicationList>('/applications/all/hospitals').then((result) => result.data),
  });

/** All of this doctor's applications (the hospital filter offers their hospitals). */
export function useMyApplications() {
  const api = useApi();
  const query = useQuery(getMyApplicationsQueryOptions(api));
  useReportQueryError(query.error);
  return query;
}
