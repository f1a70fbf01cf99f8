import { useInfiniteQuery } from '@tanstack/react-query';
import type { TApplicationAuditPage } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { myApplicationKeys } from './my-application-keys';

/** GET /applications/:id/audit: the changes made with the doctor's account, by them or a delegate. */
export function useApplicationChanges(applicationId: string) {
  const api = useApi();
  const query = useInfiniteQuery({
    queryKey: myApplicationKeys.changes(applicationId),
    queryFn: ({ pageParam }) =>
      api.get<TApplicationAuditPage>(`/applications/${encodeURIComponent(applicationId)}/audit`, {
        cursor: pageParam,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  useReportQueryError(query.error);
  return query;
}
