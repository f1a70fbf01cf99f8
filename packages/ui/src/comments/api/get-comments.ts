import { useEffect, useRef } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TComment } from '@docapply/contracts';
import { useAlert } from '../../alerts/alert-provider';
import type { TApiClient } from '../../api/api-client';
import { useApi } from '../../api/api-context';
import { withLoader, type TLoaderAlerts } from './with-loader';

export const LOADING_COMMENTS_MESSAGE = 'Loading comments...';

export const commentsQueryKey = (applicationId: string) => ['comments', applicationId] as const;

type TCommentsAnswer = { data?: TComment | TComment[] | null };

/** Spec section 7: result.data is "one comment or an array"; the panel always works on a list. */
export function toCommentList(data: TCommentsAnswer['data']): TComment[] {
  const comments = Array.isArray(data) ? data : data ? [data] : [];
  return comments.map((comment) => ({ ...comment, replies: comment.replies ?? [] }));
}

export const getCommentsQueryOptions = (api: TApiClient, alerts: TLoaderAlerts, applicationId: string) =>
  queryOptions({
    queryKey: commentsQueryKey(applicationId),
    queryFn: () =>
      withLoader(alerts, LOADING_COMMENTS_MESSAGE, () =>
        api.get<TCommentsAnswer>(`/comments/${encodeURIComponent(applicationId)}`),
      ).then((result) => toCommentList(result.data)),
  });

/** GET /comments/{applicationId}. The panel mounts its content, and so this read, only while open. */
export function useComments(applicationId: string) {
  const api = useApi();
  const { showLoader, dismissAlert, showApiError } = useAlert();
  const query = useQuery(getCommentsQueryOptions(api, { showLoader, dismissAlert }, applicationId));
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
