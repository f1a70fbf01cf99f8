import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateOppeIndicator,
  TOppeIndicator,
  TOppeIndicatorList,
  TUpdateOppeIndicator,
} from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { oppeKeys, oppePath } from './oppe-keys';

const indicatorsPath = (hospitalId: string) => `${oppePath(hospitalId)}/indicators`;

/** GET …/oppe/indicators: every department's indicators and thresholds. */
export function useOppeIndicators(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: oppeKeys.indicators(hospitalId ?? ''),
    queryFn: () => api.get<TOppeIndicatorList>(indicatorsPath(hospitalId ?? '')).then((list) => list.data),
    enabled: Boolean(hospitalId),
  });
}

/** A new or changed indicator (thresholds flag values anew): the hospital's every OPPE read is stale. */
function useRefreshHospital(hospitalId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: oppeKeys.hospital(hospitalId) });
}

/** POST a new indicator, or PUT an existing one's fields (the key stays). */
export function useSaveOppeIndicator(hospitalId: string) {
  const api = useApi();
  const refresh = useRefreshHospital(hospitalId);
  return useMutation({
    mutationFn: ({ indicatorId, body }: { indicatorId: string | null; body: TCreateOppeIndicator }) => {
      if (indicatorId === null) {
        return api.post<TOppeIndicator, TCreateOppeIndicator>(indicatorsPath(hospitalId), body);
      }
      const { key: _key, ...fields } = body;
      return api.put<TOppeIndicator, TUpdateOppeIndicator>(
        `${indicatorsPath(hospitalId)}/${encodeURIComponent(indicatorId)}`,
        fields,
      );
    },
    onSuccess: refresh,
  });
}

/** DELETE an indicator without values (409 once it has some). */
export function useDeleteOppeIndicator(hospitalId: string) {
  const api = useApi();
  const refresh = useRefreshHospital(hospitalId);
  return useMutation({
    mutationFn: (indicatorId: string) =>
      api.del<TOppeIndicatorList>(`${indicatorsPath(hospitalId)}/${encodeURIComponent(indicatorId)}`),
    onSuccess: refresh,
  });
}
