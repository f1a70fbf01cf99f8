import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKeys } from './review-keys';

/** The whole application as its hospital sees it: answers, documents, requests with answers, history. */
export function reviewQueryOptions(api: TApiClient, id: string) {
  return queryOptions({
    queryKey: reviewKeys.detail(id),
    queryFn: () => api.get<TAdminApplicationReview>(`/admin/applications/${encodeURIComponent(id)}`),
  });
}

export function useReview(id: string) {
  const api = useApi();
  return useQuery(reviewQueryOptions(api, id));
}
