import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDoctorAppointment, TDoctorAppointmentList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { dashboardKeys } from './dashboard-keys';

export const getAppointmentsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: dashboardKeys.appointments(),
    queryFn: () => api.get<TDoctorAppointmentList>('/appointments').then((result) => result.data),
  });

/**
 * The doctor's current appointments (active or lapsed). A failure is not reported: this list only
 * adds to the dashboard, whose hospital list already reports a server that cannot be reached.
 */
export function useAppointments() {
  const api = useApi();
  return useQuery(getAppointmentsQueryOptions(api));
}

export type { TDoctorAppointment };
