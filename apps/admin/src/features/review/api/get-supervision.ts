import { useQuery } from '@tanstack/react-query';
import type { TSupervisionOfficeView } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { reviewKeys } from './review-keys';

/** An advanced practice provider's physician agreement, with the office's warning (issue 42). */
export function useSupervision(applicationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: reviewKeys.supervision(applicationId),
    queryFn: () =>
      api.get<TSupervisionOfficeView>(`/admin/applications/${encodeURIComponent(applicationId)}/supervision`),
  });
}
