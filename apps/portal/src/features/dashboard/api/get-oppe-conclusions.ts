import { useQuery } from '@tanstack/react-query';
import type { TDoctorOppeConclusions } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { dashboardKeys } from './dashboard-keys';

/**
 * GET /oppe/conclusions: the doctor's own OPPE conclusions where the hospital releases them (the
 * doctor in person: a delegate is refused, and the section then shows none).
 */
export function useOppeConclusions() {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.oppeConclusions(),
    queryFn: () => api.get<TDoctorOppeConclusions>('/oppe/conclusions').then((result) => result.data),
    retry: false,
  });
}
