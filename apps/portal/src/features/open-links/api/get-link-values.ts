import { useQuery } from '@tanstack/react-query';
import type { TExtractValuesRequest, TRequestLinkValues } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { openLinkKeys } from './open-link-keys';

/**
 * What a reference or coverage link shows: hospital, doctor, person and the form. Reading it
 * does not use the link up (it marks the request opened), so it is a query; it never goes stale
 * because a refetch after answering would only report the link as used.
 */
export function useLinkValues(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: openLinkKeys.linkValues(token),
    queryFn: () => api.post<TRequestLinkValues, TExtractValuesRequest>('/auth/extractValues', { token }),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
