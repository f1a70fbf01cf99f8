import { useQuery } from '@tanstack/react-query';
import type { TShortUrlResponse } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { openLinkKeys } from './open-link-keys';

/** GET /urls/{code}: where an emailed short link leads (no account needed). */
export function useShortLink(code: string) {
  const api = useApi();
  return useQuery({
    queryKey: openLinkKeys.shortLink(code),
    queryFn: () => api.get<TShortUrlResponse>(`/urls/${encodeURIComponent(code)}`),
    enabled: code !== '',
    staleTime: Infinity,
  });
}
