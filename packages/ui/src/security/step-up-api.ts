import { useMutation, useQuery } from '@tanstack/react-query';
import type { TPasskeySite, TSecurityView, TStepUp, TStepUpRequest } from '@docapply/contracts';
import { isApiError } from '../api/api-error';
import { useApi } from '../api/api-context';
import { signWithPasskey } from './passkey-ceremony';

/** The API's refusal of a signature sent without a fresh second factor: ask for one, then send again. */
export function isStepUpRequired(error: unknown): boolean {
  return isApiError(error) && error.code === 'STEP_UP_REQUIRED';
}

/** The account's factors, to offer the right proof; read each time the dialog opens. */
export function useStepUpFactors() {
  const api = useApi();
  return useQuery({
    queryKey: ['step-up-factors'],
    queryFn: () => api.get<TSecurityView>('/account/security'),
    staleTime: 0,
  });
}

/** POST /account/step-up/email: a code by email, for an account without a passkey or an app. */
export function useSendStepUpCode() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.post<{ message: string }>('/account/step-up/email') });
}

/**
 * POST /account/step-up with a code (app, recovery or emailed), or with a passkey the browser signs
 * (a passkey belongs to one site's host: `site`).
 */
export function useConfirmStepUp(site: TPasskeySite) {
  const api = useApi();
  return useMutation({
    mutationFn: async (proof: TStepUpRequest | { method: 'passkey' }) => {
      if (!('site' in proof) && proof.method === 'passkey') {
        const response = await signWithPasskey(api, '/account/step-up/passkey/options', { site });
        return api.post<TStepUp, TStepUpRequest>('/account/step-up', { method: 'passkey', site, response });
      }
      return api.post<TStepUp, TStepUpRequest>('/account/step-up', proof as TStepUpRequest);
    },
  });
}
