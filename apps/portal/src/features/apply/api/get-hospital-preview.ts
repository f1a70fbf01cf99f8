import { queryOptions, useQuery } from '@tanstack/react-query';
import type { THospitalPreview } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { applyKeys } from './apply-keys';

export const getHospitalPreviewQueryOptions = (api: TApiClient, hospitalId: string) =>
  queryOptions({
    queryKey: applyKeys.hospitalPreview(hospitalId),
    queryFn: () => api.get<THospitalPreview>('/hospitals/preview', { hospitalId }),
  });

/** What a hospital asks for, shown before the doctor starts an application there. */
export function useHospitalPreview(hospitalId: string) {
  const api = useApi();
  const query = useQuery(getHospitalPreviewQueryOptions(api, hospitalId));
  useReportQueryError(query.error);
  return query;
}
