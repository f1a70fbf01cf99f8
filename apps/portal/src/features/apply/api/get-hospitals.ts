import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THospitalList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { applyKeys } from './apply-keys';

export const getHospitalsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: applyKeys.hospitals(),
    queryFn: () => api.get<THospitalList>('/hospitals/all').then((result) => result.data),
  });

/** The hospitals open for applications. */
export function useHospitals() {
  const api = useApi();
  const query = useQuery(getHospitalsQueryOptions(api));
  useReportQueryError(query.error);
  return query;
}
