import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TVerificationSettings } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { verificationSettingsKeys } from './verification-settings-keys';

/** GET /admin/hospitals/{id}/verification-settings: what the hospital requires before finalise. */
export function verificationSettingsQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: verificationSettingsKeys.hospital(hospitalId),
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
