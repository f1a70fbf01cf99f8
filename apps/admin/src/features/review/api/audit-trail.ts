import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { TApplicationAuditEntry, TApplicationAuditPage } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKeys } from './review-keys';

function toEntries(data: InfiniteData<TApplicationAuditPage, string | null>): TApplicationAuditEntry[] {
  return data.pages.flatMap((page) => page.data);
}

/** The application's audit trail, newest first, 50 rows a page; each next page with the last `nextCursor`. */
export function auditTrailQueryOptions(api: TApiClient, applicationId: string) {
  const path = `/admin/applications/${encodeURIComponent(applicationId)}/audit`;
  return infiniteQueryOptions({
    queryKey: reviewKeys.audit(applicationId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.get<TApplicationAuditPage>(path, pageParam === null ? undefined : { cursor: pageParam }),
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: toEntries,
  });
}

/** Read only once the trail is opened (`enabled`). */
export function useAuditTrail(applicationId: string, enabled: boolean) {
  const api = useApi();
  return useInfiniteQuery({ ...auditTrailQueryOptions(api, applicationId), enabled });
}
