import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOppeCycle, TOppeCycleList, TOppePractitionerList } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { oppeKeys, oppePath } from './oppe-keys';

/** GET …/oppe/cycles: the hospital's cycles, newest first. */
export function useOppeCycles(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: oppeKeys.cycles(hospitalId ?? ''),
    queryFn: () =>
      api
        .get<TOppeCycleList>(`${oppePath(hospitalId ?? '')}/cycles`)
        .then((list) => [...list.data].sort((a, b) => b.startsOn.localeCompare(a.startsOn))),
    enabled: Boolean(hospitalId),
  });
}

/** POST …/oppe/cycles: opens the cycle holding today (409 while one does). */
export function useOpenOppeCycle(hospitalId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TOppeCycle>(`${oppePath(hospitalId)}/cycles`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oppeKeys.cycles(hospitalId) }),
  });
}

/** GET …/cycles/{cycleId}/practitioners: who has values, the most flagged first. */
export function useOppePractitioners(hospitalId: string | undefined, cycleId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: oppeKeys.practitioners(hospitalId ?? '', cycleId ?? ''),
    queryFn: () =>
      api.get<TOppePractitionerList>(
        `${oppePath(hospitalId ?? '')}/cycles/${encodeURIComponent(cycleId ?? '')}/practitioners`,
      ),
    enabled: Boolean(hospitalId && cycleId),
  });
}
