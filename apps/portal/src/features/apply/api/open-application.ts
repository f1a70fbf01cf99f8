import { useQuery } from '@tanstack/react-query';
import type { TApplicationSummary } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';

/**
 * POST /applications creates the draft at this hospital or returns the doctor's open one. It is
 * idempotent, so it runs as a query: opening the page twice never races two creations.
 */
export function useOpenApplication(hospitalId: string) {
  const api = useApi();
  const query = useQuery({
    queryKey: ['applications', 'open', hospitalId],
    queryFn: () => api.post<TApplicationSummary>('/applications', { hospitalId }),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  useReportQueryError(query.error);
  return query;
}
