import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEGAL_DOCUMENTS, type TLegalKey, type TPublicSettings } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { publicSettingsKeys } from '@/lib/query-keys';

export const getPublicSettingsQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: publicSettingsKeys.all,
    queryFn: () => api.get<TPublicSettings>('/systemSettings/all'),
    // Legal links and the code lifetime rarely change; one read per visit is enough.
    staleTime: 10 * 60 * 1000,
  });

/** The public system settings (legal PDF links, code lifetime); `isEnabled: false` waits. */
export function usePublicSettings({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  const api = useApi();
  const query = useQuery({ ...getPublicSettingsQueryOptions(api), enabled: isEnabled });
  useReportQueryError(query.error);
  return query;
}

/** The URL of a legal PDF: the system setting when present, else the copy shipped with the portal. */
export function getLegalUrl(settings: TPublicSettings | undefined, key: TLegalKey): string {
  const fromSettings = settings?.legal[key];
  if (fromSettings) {
    return fromSettings;
  }
  const file = LEGAL_DOCUMENTS.find((d) => d.key === key)?.file ?? '';
  return `${import.meta.env.BASE_URL}legal/${file}`;
}
