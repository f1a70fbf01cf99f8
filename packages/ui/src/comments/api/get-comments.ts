import { useEffect, useRef } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { TComment } from '@docapply/contracts';
import { useAlert } from '../../alerts/alert-provider';
import type { TApiClient } from '../../api/api-client';
import { useApi } from '../../api/api-context';
import { commentKeys } from './comment-keys';
import { withLoader, type TLoaderAlerts } from './with-loader';

export const LOADING_COMMENTS_MESSAGE = 'Loading comments...';

type TCommentsAnswer = { data?: TComment | TComment[] | null; nextCursor?: string | null };
export type TCommentPage = { comments: TComment[]; nextCursor: string | null };

/** Spec section 7: result.data is "one comment or an array"; the panel always works on a list. */
export function toCommentList(data: TCommentsAnswer['data']): TComment[] {
  const comments = Array.isArray(data) ? data : data ? [data] : [];
  return comments.map((comment) => ({ ...comment, replies: comment.replies ?? [] }));
}

/** The pages read so far as one list, newest first (each page is older than the one before). */
function toLoadedComments(data: InfiniteData<TCommentPage, string | null>): TComment[] {
  return data.pages.flatMap((page) => page.comments);
}

/**
 * GET /comments/{applicationId}, newest first, a page at a time: the first page as the spec's call
 * (no parameter, under the loader alert); each older page with the previous page's `nextCursor`,
 * its progress shown on the panel's "Show older comments" control instead, so focus stays there.
 */
export const getCommentsQueryOptions = (api: TApiClient, alerts: TLoaderAlerts, applicationId: string) => {
  const path = `/comments/${encodeURIComponent(applicationId)}`;
  return infiniteQueryOptions({
    queryKey: commentKeys.thread(applicationId),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<TCommentPage> => {
      const result =
        pageParam === null
          ? await withLoader(alerts, LOADING_COMMENTS_MESSAGE, () => api.get<TCommentsAnswer>(path))
          : await api.get<TCommentsAnswer>(path, { cursor: pageParam });
      return { comments: toCommentList(result.data), nextCursor: result.nextCursor ?? null };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: toLoadedComments,
  });
};

/** The comments read so far, with `fetchNextPage` for older ones. Mounted only while the panel is open. */
export function useComments(applicationId: string) {
  const api = useApi();
  const { showLoader, dismissAlert, showApiError } = useAlert();
  const query = useInfiniteQuery(getCommentsQueryOptions(api, { showLoader, dismissAlert }, applicationId));
  // Each failed read is reported once (a 404 is dismissed silently, spec section 8).
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (query.error && reported.current !== query.error) {
      reported.current = query.error;
      showApiError(query.error, { isRead: true });
    }
  }, [query.error, showApiError]);
  return query;
}
