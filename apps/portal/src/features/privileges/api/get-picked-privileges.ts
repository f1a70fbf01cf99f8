import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPickedPrivilegeList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';

export const pickedPrivilegesQueryKey = (applicationId: string) =>
  ['privileges', 'picked', applicationId] as const;

export const getPickedPrivilegesQueryOptions = (api: TApiClient, applicationId: string) =>
  queryOptions({
    queryKey: pickedPrivilegesQueryKey(applicationId),
    queryFn: () =>
      api.get<TPickedPrivilegeList>('/privileges', { applicationId }).then((result) => result.data),
  });

/** The privileges this application asks for, each with how complete its form is. */
export function usePickedPrivileges(applicationId: string) {
  const api = useApi();
  const query = useQuery(getPickedPrivilegesQueryOptions(api, applicationId));
  useReportQueryError(query.error);
  return query;
}
