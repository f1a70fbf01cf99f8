import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationVerification, TResolveScreening } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { storeVerification } from './store-item';

export function resolveScreeningPath(applicationId: string, screeningId: string): string {
  return `/admin/applications/${encodeURIComponent(applicationId)}/screenings/${encodeURIComponent(screeningId)}/resolve`;
}

/** A possible match on an exclusion list, confirmed or dismissed as a false positive, with a note. */
export function useResolveScreening(applicationId: string, screeningId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TResolveScreening) =>
      api.post<TApplicationVerification, TResolveScreening>(
        resolveScreeningPath(applicationId, screeningId),
        body,
      ),
    onSuccess: (verification) => storeVerification(queryClient, applicationId, verification),
  });
}
