import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApplicationStatusReport } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { applicationKeys } from '@/lib/query-keys';

export const getStatusReportQueryOptions = (api: TApiClient, applicationId: string) =>
  queryOptions({
    queryKey: applicationKeys.statusReport(applicationId),
    queryFn: () => api.get<TApplicationStatusReport>('/formsResponse/status', { applicationId }),
  });

/** Everything a submission still needs (forms, survey, privileges, references, coverage). */
export function useStatusReport(applicationId: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  const api = useApi();
  const query = useQuery({ ...getStatusReportQueryOptions(api, applicationId), enabled: isEnabled });
  useReportQueryError(query.error);
  return query;
}
