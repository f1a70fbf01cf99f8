import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVerificationSettings } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';

export const verificationSettingsKey = (hospitalId: string) => ['verification-settings', hospitalId] as const;

/** GET /admin/hospitals/{id}/verification-settings: what the hospital requires before finalise. */
export function verificationSettingsQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: verificationSettingsKey(hospitalId),
    queryFn: () =>
      api.get<TVerificationSettings>(
        `/admin/hospitals/${encodeURIComponent(hospitalId)}/verification-settings`,
      ),
  });
}

export function useVerificationSettings(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({
    ...verificationSettingsQueryOptions(api, hospitalId ?? ''),
    enabled: Boolean(hospitalId),
  });
}
