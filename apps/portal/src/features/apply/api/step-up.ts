import { useMutation, useQuery } from '@tanstack/react-query';
import type { TSecurityView, TStepUp, TStepUpRequest } from '@docapply/contracts';
import { signWithPasskey, useApi } from '@docapply/ui';

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

/** POST /account/step-up with a code (app, recovery or emailed), or with a passkey the browser signs. */
export function useConfirmStepUp() {
  const api = useApi();
  return useMutation({
    mutationFn: async (proof: TStepUpRequest | { method: 'passkey' }) => {
      if (!('site' in proof) && proof.method === 'passkey') {
        const response = await signWithPasskey(api, '/account/step-up/passkey/options', { site: 'portal' });
        return api.post<TStepUp, TStepUpRequest>('/account/step-up', {
          method: 'passkey',
          site: 'portal',
          response,
        });
      }
      return api.post<TStepUp, TStepUpRequest>('/account/step-up', proof as TStepUpRequest);
    },
  });
}
