import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDecisionRoute, TDecisionRouteInput } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';

/** Query keys of the decision route page: one hospital's route. */
export const decisionRouteKeys = {
  all: ['decision-route'] as const,
  hospital: (hospitalId: string) => [...decisionRouteKeys.all, hospitalId] as const,
};

const routePath = (hospitalId: string) => `/admin/hospitals/${encodeURIComponent(hospitalId)}/decision-route`;

/** GET /admin/hospitals/{id}/decision-route: the hospital's steps, in order; the last one decides. */
function decisionRouteQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: decisionRouteKeys.hospital(hospitalId),
    queryFn: () => api.get<TDecisionRoute>(routePath(hospitalId)),
  });
}

export function useDecisionRoute(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({ ...decisionRouteQueryOptions(api, hospitalId ?? ''), enabled: Boolean(hospitalId) });
}

/** PUT /admin/hospitals/{id}/decision-route: the answer is the route as stored (new steps have ids). */
export function useSaveDecisionRoute() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hospitalId, body }: { hospitalId: string; body: TDecisionRouteInput }) =>
      api.put<TDecisionRoute, TDecisionRouteInput>(routePath(hospitalId), body),
    onSuccess: (saved, { hospitalId }) =>
      queryClient.setQueryData(decisionRouteKeys.hospital(hospitalId), saved),
  });
}
