import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TWebhookEndpoint,
  TWebhookEndpointCreate,
  TWebhookEndpointList,
  TWebhookEndpointUpdate,
  TWebhookEndpointWithSecret,
} from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';

/** Query keys of the integrations page: one hospital's webhook endpoints. */
export const webhookKeys = {
  all: ['webhook-endpoints'] as const,
  hospital: (hospitalId: string) => [...webhookKeys.all, hospitalId] as const,
};

const listPath = (hospitalId: string) => `/admin/hospitals/${encodeURIComponent(hospitalId)}/webhooks`;
const endpointPath = (hospitalId: string, endpointId: string) =>
  `${listPath(hospitalId)}/${encodeURIComponent(endpointId)}`;

/** GET /admin/hospitals/{id}/webhooks: the endpoints with their recent deliveries (never a secret). */
export function webhookEndpointsQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: webhookKeys.hospital(hospitalId),
    queryFn: () => api.get<TWebhookEndpointList>(listPath(hospitalId)),
  });
}

export function useWebhookEndpoints(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery({ ...webhookEndpointsQueryOptions(api, hospitalId ?? ''), enabled: Boolean(hospitalId) });
}

/** Every change re-reads the list: the answer is one endpoint, the page shows them all. */
function useEndpointMutation<TVariables, TResult>(
  hospitalId: string,
  run: (api: TApiClient, variables: TVariables) => Promise<TResult>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => run(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.hospital(hospitalId) }),
  });
}

/** POST …/webhooks: the answer holds the signing secret, shown this once. */
export const useCreateWebhookEndpoint = (hospitalId: string) =>
  useEndpointMutation(hospitalId, (api, body: TWebhookEndpointCreate) =>
    api.post<TWebhookEndpointWithSecret, TWebhookEndpointCreate>(listPath(hospitalId), body),
  );

/** PUT …/webhooks/{endpointId}: address, events, active. */
export const useUpdateWebhookEndpoint = (hospitalId: string) =>
  useEndpointMutation(hospitalId, (api, { id, body }: { id: string; body: TWebhookEndpointUpdate }) =>
    api.put<TWebhookEndpoint, TWebhookEndpointUpdate>(endpointPath(hospitalId, id), body),
  );

/** POST …/rotate-secret: a new secret, shown this once. */
export const useRotateWebhookSecret = (hospitalId: string) =>
  useEndpointMutation(hospitalId, (api, id: string) =>
    api.post<TWebhookEndpointWithSecret>(`${endpointPath(hospitalId, id)}/rotate-secret`),
  );

/** POST …/test: a test event queued, sent within seconds. */
export const useSendWebhookTest = (hospitalId: string) =>
  useEndpointMutation(hospitalId, (api, id: string) =>
    api.post<TWebhookEndpoint>(`${endpointPath(hospitalId, id)}/test`),
  );

export const useDeleteWebhookEndpoint = (hospitalId: string) =>
  useEndpointMutation(hospitalId, (api, id: string) => api.del<{ id: string }>(endpointPath(hospitalId, id)));
