import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TAdminHospitalList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { adminHospitalKeys } from '@/lib/query-keys';

export type TAdminHospital = TAdminHospitalList['data'][number];

/** GET /admin/hospitals: the hospitals whose forms and catalogue this administrator manages. */
export const adminHospitalsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: adminHospitalKeys.all,
    queryFn: () => api.get<TAdminHospitalList>('/admin/hospitals').then((result) => result.data),
    staleTime: 5 * 60_000,
  });

/**
 * Of `hospitals`, the one the page works on: `?hospital=` when it names one of them, else the first
 * by name (a user of one hospital never has to choose); `wanted` is the address's own choice.
 */
export function useHospitalChoice(hospitals: readonly TAdminHospital[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('hospital');
  const selected = hospitals.find((hospital) => hospital.id === wanted) ?? hospitals[0] ?? null;
  const select = (hospitalId: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('hospital', hospitalId);
        return next;
      },
      { replace: true },
    );
  return { selected, select, wanted };
}

/** The administrator's hospitals and the one the page works on (useHospitalChoice). */
export function useSelectedHospital() {
  const api = useApi();
  const query = useQuery(adminHospitalsQueryOptions(api));
  const hospitals = query.data ?? [];
  const { selected, select } = useHospitalChoice(hospitals);
  return { query, hospitals, selected, select };
}
