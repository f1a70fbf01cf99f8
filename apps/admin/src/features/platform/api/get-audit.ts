import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TPlatformAuditExportQuery, TPlatformAuditPage } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/** GET /platform/audit: the whole trail, newest first; each "Load more" reads the next page. */
export function usePlatformAudit(query: TPlatformAuditExportQuery) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: platformKeys.audit(query),
    queryFn: ({ pageParam }) =>
      api.get<TPlatformAuditPage>('/platform/audit', { ...query, cursor: pageParam || undefined }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
