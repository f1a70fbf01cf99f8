import { useQuery } from '@tanstack/react-query';
import { OPEN_STATUSES, type TApplicationSummary, type TCreateApplicationRequest } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { applyKeys } from './apply-keys';

function isOpen(application: TApplicationSummary | null): application is TApplicationSummary {
  return application !== null && (OPEN_STATUSES as readonly string[]).includes(application.status);
}

/**
 * The doctor's open application at this hospital: read first (a reopened draft costs no write),
 * created by POST /applications only when there is none or the last one was decided. That POST
 * answers the open application when there is one, so it is sent as idempotent: a new draft opens
 * without waiting for the API client's code.
 */
async function openApplication(api: TApiClient, hospitalId: string): Promise<TApplicationSummary> {
  const latest = await api.get<TApplicationSummary | null>('/applications/getApplicationByType', {
    hospitalId,
  });
  return isOpen(latest)
    ? latest
    : api.postIdempotent<TApplicationSummary, TCreateApplicationRequest>('/applications', { hospitalId });
}

/** Runs as a query: opening the page twice never races two creations (POST is idempotent too). */
export function useOpenApplication(hospitalId: string) {
  const api = useApi();
  const query = useQuery({
    queryKey: applyKeys.openApplication(hospitalId),
    queryFn: () => openApplication(api, hospitalId),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  useReportQueryError(query.error);
  return query;
}
