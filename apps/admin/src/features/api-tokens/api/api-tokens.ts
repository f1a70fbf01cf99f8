import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApiToken, TApiTokenCreate, TApiTokenCreated } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';

/** One key per hospital: its API tokens. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  list: (hospitalId: string) => [...apiTokenKeys.all, hospitalId] as const,
};

const tokensPath = (hospitalId: string, ...rest: string[]) =>
  [`/admin/hospitals/${encodeURIComponent(hospitalId)}/api-tokens`, ...rest.map(encodeURIComponent)].join(
    '/',
  );

function apiTokensQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: apiTokenKeys.list(hospitalId),
    queryFn: () => api.get<TApiToken[]>(tokensPath(hospitalId)),
    enabled: Boolean(hospitalId),
  });
}

/** GET …/api-tokens: the hospital's tokens, newest first, revoked ones too. */
export function useApiTokens(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery(apiTokensQueryOptions(api, hospitalId ?? ''));
}

/** POST …/api-tokens: the answer carries the token, shown this once. */
export function useCreateApiToken(hospitalId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TApiTokenCreate) =>
      api.post<TApiTokenCreated, TApiTokenCreate>(tokensPath(hospitalId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.list(hospitalId) }),
  });
}

/** DELETE …/api-tokens/{id}: the token stops working at once. */
export function useRevokeApiToken(hospitalId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => api.del<TApiToken>(tokensPath(hospitalId, tokenId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.list(hospitalId) }),
  });
}
