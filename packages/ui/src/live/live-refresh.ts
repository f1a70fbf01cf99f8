import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';
import type { TApiClient } from '../api/api-client';
import { commentKeys } from '../comments/api/comment-keys';
import { getCommentsQueryOptions } from '../comments/api/get-comments';
import type { TLoaderAlerts } from '../comments/api/with-loader';

/** What a site re-reads when an application changes, and when changes may have been missed. */
export type TLiveQueries = {
  /** The site's queries that show `applicationId`: its page, and the lists and counts it is in. */
  of: (applicationId: string) => InvalidateQueryFilters[];
  /** Every query a change to any application could leave stale. */
  all: InvalidateQueryFilters[];
};

/**
 * The thread's first page is read under the spec's blocking loader, which suits the reader's own
 * action; re-read because the other side wrote, the loader would take focus from whatever the
 * reader is typing, so it is read without one.
 */
const QUIET: TLoaderAlerts = { showLoader: () => undefined, dismissAlert: () => undefined };

function refreshComments(queryClient: QueryClient, api: TApiClient, applicationId: string): void {
  const queryKey = commentKeys.thread(applicationId);
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (!query) {
    return;
  }
  if (query.getObserversCount() === 0) {
    // Nobody shows it now: it is read afresh (with the loader) when the panel opens again.
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    return;
  }
  queryClient
    .fetchInfiniteQuery({ ...getCommentsQueryOptions(api, QUIET, applicationId), staleTime: 0 })
    // A failed read stays on the query, where the panel reports it.
    .catch(() => undefined);
}

/** Re-reads what the site shows of one application, after a change to it. */
export function refreshApplication(
  queryClient: QueryClient,
  api: TApiClient,
  queries: TLiveQueries,
  applicationId: string,
): void {
  for (const filters of queries.of(applicationId)) {
    void queryClient.invalidateQueries(filters);
  }
  refreshComments(queryClient, api, applicationId);
}

/** Re-reads everything live updates keep fresh: the catch-up after a reconnect. */
export function refreshEverything(queryClient: QueryClient, api: TApiClient, queries: TLiveQueries): void {
  for (const filters of queries.all) {
    void queryClient.invalidateQueries(filters);
  }
  const threads = queryClient.getQueryCache().findAll({ queryKey: commentKeys.threads() });
  for (const thread of threads) {
    // The application's id ends each key commentKeys.thread makes.
    const applicationId = thread.queryKey.at(-1);
    if (typeof applicationId === 'string') {
      refreshComments(queryClient, api, applicationId);
    }
  }
}
