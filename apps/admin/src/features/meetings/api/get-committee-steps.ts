import { useQuery } from '@tanstack/react-query';
import type { TDecisionRoute } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { meetingKeys } from './meeting-keys';

/** GET /admin/hospitals/{id}/decision-route: the hospital's committee steps, which hold meetings. */
export function useCommitteeSteps(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: meetingKeys.route(hospitalId ?? ''),
    queryFn: () =>
      api
        .get<TDecisionRoute>(`/admin/hospitals/${encodeURIComponent(hospitalId ?? '')}/decision-route`)
        .then((route) => route.steps.filter((step) => step.kind === 'committee')),
    enabled: Boolean(hospitalId),
  });
}
