import { useQuery } from '@tanstack/react-query';
import type { TCreateFormResponseRequest, TFormResponse } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { formResponseKeys } from './form-response-keys';

/**
 * POST /formsResponse gets or creates the doctor's response to a form of an application. It is
 * read like a query (it is idempotent) so a page opening twice does not race two creations.
 */
export function useOpenFormResponse(params: TCreateFormResponseRequest, isEnabled: boolean) {
  const api = useApi();
  const query = useQuery({
    queryKey: formResponseKeys.open(params.formId, params.applicationId),
    queryFn: () => api.post<TFormResponse, TCreateFormResponseRequest>('/formsResponse', params),
    enabled: isEnabled,
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  useReportQueryError(query.error);
  return query;
}
