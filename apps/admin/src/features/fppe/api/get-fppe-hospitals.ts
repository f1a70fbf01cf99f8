import { useQuery } from '@tanstack/react-query';
import type { TAdminHospitalList } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { fppeKeys } from './fppe-keys';

/** GET /admin/fppe-hospitals: the hospitals whose FPPEs the user lists (the office's, a chair's). */
export function useFppeHospitals() {
  const api = useApi();
  return useQuery({
    queryKey: fppeKeys.hospitals(),
    queryFn: () => api.get<TAdminHospitalList>('/admin/fppe-hospitals').then((result) => result.data),
    staleTime: 5 * 60_000,
  });
}
