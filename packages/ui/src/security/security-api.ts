import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TFactorAdded,
  TFactorProof,
  TPasskeyAddRequest,
  TPasskeySite,
  TRecoveryCodes,
  TSecurityView,
  TTotpConfirmRequest,
  TTotpSetup,
} from '@docapply/contracts';
import { useApi } from '../api/api-context';
import { createPasskey } from './passkey-ceremony';

export const securityKeys = {
  all: ['account-security'] as const,
};

type TMessage = { message: string };

/** GET /account/security: the signed-in account's factors. */
export function useSecurity() {
  const api = useApi();
  return useQuery({
    queryKey: securityKeys.all,
    queryFn: () => api.get<TSecurityView>('/account/security'),
  });
}

/** A change to the account's factors: the page reads them again once it is done. */
function useSecurityMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.all }),
  });
}

export function useStartTotp() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.post<TTotpSetup>('/account/security/totp') });
}

export function useConfirmTotp() {
  const api = useApi();
  return useSecurityMutation((body: TTotpConfirmRequest) =>
    api.post<TFactorAdded, TTotpConfirmRequest>('/account/security/totp/confirm', body),
  );
}

export function useRemoveTotp() {
  const api = useApi();
  return useSecurityMutation((proof: TFactorProof) =>
    api.post<TMessage, TFactorProof>('/account/security/totp/remove', proof),
  );
}

export function useRegenerateRecoveryCodes() {
  const api = useApi();
  return useSecurityMutation((proof: TFactorProof) =>
    api.post<TRecoveryCodes, TFactorProof>('/account/security/recovery-codes', proof),
  );
}

export function useRemovePasskey(id: string) {
  const api = useApi();
  return useSecurityMutation((proof: TFactorProof) =>
    api.post<TMessage, TFactorProof>(`/account/security/passkeys/${encodeURIComponent(id)}/remove`, proof),
  );
}

/** Asks the server for options, lets the browser make the passkey, and sends it back with its name. */
export function useAddPasskey(site: TPasskeySite) {
  const api = useApi();
  return useSecurityMutation(async ({ name }: { name: string }) => {
    const response = await createPasskey(api, '/account/security/passkeys/options', { site });
    return api.post<TFactorAdded, TPasskeyAddRequest>('/account/security/passkeys', { site, name, response });
  });
}
