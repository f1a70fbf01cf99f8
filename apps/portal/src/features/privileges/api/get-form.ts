import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TForm } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { privilegeKeys } from './privilege-keys';

export const getFormQueryOptions = (api: TApiClient, formId: string) =>
  queryOptions({
    queryKey: privilegeKeys.form(formId),
    queryFn: () => api.get<TForm>(`/forms/id/${encodeURIComponent(formId)}`),
    // A form version never changes once published.
    staleTime: Infinity,
  });

/** One exact version of a form (a privilege's short form). */
export function useFormVersion(formId: string) {
  const api = useApi();
  const query = useQuery(getFormQueryOptions(api, formId));
  useReportQueryError(query.error);
  return query;
}
