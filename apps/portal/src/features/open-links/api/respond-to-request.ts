import { useMutation } from '@tanstack/react-query';
import type { TRequestKind, TRespondResponse } from '@docapply/contracts';
import type { TFormAnswers } from '@docapply/rules';
import { useApi } from '@docapply/ui';

export type TRespondInput = { token: string; answers: TFormAnswers } | { token: string; decline: true };

const RESPOND_PATHS: Record<TRequestKind, string> = {
  reference: '/references/respond',
  coverage: '/alternativeCoverage/respond',
};

/** Sends the answers or the decline; the link works once. */
export function useRespondToRequest(kind: TRequestKind) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: TRespondInput) => api.post<TRespondResponse>(RESPOND_PATHS[kind], input),
  });
}
