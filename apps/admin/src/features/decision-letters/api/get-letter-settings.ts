import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLetterSettings } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { decisionLetterKeys, getLetterSettingsPath } from './decision-letter-keys';

/** GET /admin/hospitals/{id}/letter-settings: the deadline, the hearing-rights notice, the signatory. */
export function letterSettingsQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: decisionLetterKeys.settings(hospitalId),
    queryFn: () => api.get<TLetterSettings>(getLetterSettingsPath(hospitalId)),
  });
}

export function useLetterSettings(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({ ...letterSettingsQueryOptions(api, hospitalId ?? ''), enabled: Boolean(hospitalId) });
}
