import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TSsoSessionResult,
  TSsoDiscoverResponse,
  TSsoSettings,
  TSsoSettingsUpdate,
} from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';

/** Query keys of single sign-on: one hospital's provider settings. */
export const ssoKeys = {
  all: ['sso-settings'] as const,
  hospital: (hospitalId: string) => [...ssoKeys.all, hospitalId] as const,
};

const settingsPath = (hospitalId: string) => `/admin/hospitals/${encodeURIComponent(hospitalId)}/sso`;

/** GET /admin/hospitals/{id}/sso: the provider, never its client secret. */
export function ssoSettingsQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: ssoKeys.hospital(hospitalId),
    queryFn: () => api.get<TSsoSettings>(settingsPath(hospitalId)),
  });
}

export function useSsoSettings(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({ ...ssoSettingsQueryOptions(api, hospitalId ?? ''), enabled: Boolean(hospitalId) });
}

/** PUT /admin/hospitals/{id}/sso: the answer is the settings as stored. */
export function useUpdateSsoSettings(hospitalId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSsoSettingsUpdate) =>
      api.put<TSsoSettings, TSsoSettingsUpdate>(settingsPath(hospitalId), body),
    onSuccess: (saved) => queryClient.setQueryData(ssoKeys.hospital(hospitalId), saved),
  });
}

/** DELETE /admin/hospitals/{id}/sso: the answer is the settings without a provider. */
export function useRemoveSsoSettings(hospitalId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.del<TSsoSettings>(settingsPath(hospitalId)),
    onSuccess: (removed) => queryClient.setQueryData(ssoKeys.hospital(hospitalId), removed),
  });
}

/** POST /admin/hospitals/{id}/sso/test: the issuer's discovery document, or what is wrong. */
export function useTestSsoConnection(hospitalId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (issuer: string) =>
      api.post<{ message: string }, { issuer: string }>(`${settingsPath(hospitalId)}/test`, { issuer }),
  });
}

/** POST /sso/discover: the provider of the hospital that uses the email's domain. */
export function useDiscoverSso() {
  const api = useApi();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<TSsoDiscoverResponse, { email: string }>('/sso/discover', { email }),
  });
}

/** POST /sso/session: the callback's ticket for the session. */
export function useExchangeSsoTicket() {
  const api = useApi();
  return useMutation({
    mutationFn: (ticket: string) =>
      api.post<TSsoSessionResult, { ticket: string }>('/sso/session', { ticket }),
  });
}
