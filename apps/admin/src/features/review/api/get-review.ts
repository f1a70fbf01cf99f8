import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminApplicationReview } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { ADMIN_APPLICATIONS_KEY } from '@/lib/query-keys';

export const reviewKey = (id: string) => [...ADMIN_APPLICATIONS_KEY, 'review', id] as const;

/** The whole application as its hospital sees it: answers, documents, requests with answers, history. */
export function reviewQueryOptions(api: TApiClient, id: string) {
  return queryOptions({
    queryKey: reviewKey(id),
    queryFn: () => api.get<TAdminApplicationReview>(`/admin/applications/${encodeURIComponent(id)}`),
  });
}

export function useReview(id: string) {
  const api = useApi();
  return useQuery(reviewQueryOptions(api, id));
}
