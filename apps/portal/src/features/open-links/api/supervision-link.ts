import { useMutation, useQuery } from '@tanstack/react-query';
import type { TSupervisionAnswer, TSupervisionRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { openLinkKeys } from './open-link-keys';

/** GET /supervision/link?token=: the request the physician's emailed link carries. */
export function useSupervisionLink(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: openLinkKeys.supervision(token),
    queryFn: () => api.get<TSupervisionRequest>('/supervision/link', { token }),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /supervision/link/answer: the physician's signed confirmation or decline, once. */
export function useAnswerSupervisionLink(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (answer: TSupervisionAnswer) =>
      api.post<{ message: string }, TSupervisionAnswer & { token: string }>('/supervision/link/answer', {
        ...answer,
        token,
      }),
  });
}
