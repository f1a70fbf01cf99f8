import { useQuery } from '@tanstack/react-query';
import type { TDoctorFppeList } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { dashboardKeys } from './dashboard-keys';

/**
 * GET /fppe: the doctor's focused evaluations, as much as each hospital releases. A failure is not
 * reported: the section only adds to the dashboard, like the appointments.
 */
export function useFppes() {
  const api = useApi();
  return useQuery({
    queryKey: dashboardKeys.fppes(),
    queryFn: () => api.get<TDoctorFppeList>('/fppe').then((result) => result.data),
  });
}
