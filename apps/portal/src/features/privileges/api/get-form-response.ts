import { useQuery } from '@tanstack/react-query';
import type { TFormResponse } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { privilegeKeys } from './privilege-keys';

/** GET /formsResponse/{id}, always fresh: the editor must not start from answers older than the last save. */
export function useFormResponse(formResponseId: string) {
  const api = useApi();
  const query = useQuery({
    queryKey: privilegeKeys.formResponse(formResponseId),
    queryFn: () => api.get<TFormResponse>(`/formsResponse/${encodeURIComponent(formResponseId)}`),
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  useReportQueryError(query.error);
  return query;
}
