import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TSignInAlerts } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/** GET /platform/sign-in-alerts: failed sign-ins worth attention in the last `hours`. */
export function useSignInAlerts(hours: number) {
  const api = useApi();
  return useQuery({
    queryKey: platformKeys.signInAlerts(hours),
    queryFn: () => api.get<TSignInAlerts>('/platform/sign-in-alerts', { hours }),
    placeholderData: keepPreviousData,
  });
}
