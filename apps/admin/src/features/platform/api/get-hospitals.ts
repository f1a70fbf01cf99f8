import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlatformHospitalList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/** GET /platform/hospitals: every hospital, closed ones too, with counts. */
export const hospitalsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: platformKeys.hospitals(),
    queryFn: () => api.get<TPlatformHospitalList>('/platform/hospitals').then((result) => result.data),
  });

export function usePlatformHospitals() {
  const api = useApi();
  return useQuery(hospitalsQueryOptions(api));
}
