import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THospitalWithApplicationList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { applicationKeys } from '@/lib/query-keys';

export const getHospitalsWithApplicationQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: applicationKeys.byHospital(),
    queryFn: () =>
      api
        .get<THospitalWithApplicationList>('/hospitals/all/hospitals/with/application')
        .then((result) => result.data),
  });

/** Every open hospital with this doctor's latest application there (or null): the dashboard, the apply picker. */
export function useHospitalsWithApplication() {
  const api = useApi();
  const query = useQuery(getHospitalsWithApplicationQueryOptions(api));
  useReportQueryError(query.error);
  return query;
}
