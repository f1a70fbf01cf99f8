import { useMutation } from '@tanstack/react-query';
import type { TRequestKind, TRespondRequest, TRespondResponse } from '@docapply/contracts';
import type { TFormAnswers } from '@docapply/rules';
import { useApi } from '@docapply/ui';

export type TRespondInput = { token: string; answers: TFormAnswers } | { token: string; decline: true };

const RESPOND_PATHS: Record<TRequestKind, string> = {
  reference: '/references/respond',
  coverage: '/alternativeCoverage/respond',
};

function toRequestBody(input: TRespondInput): TRespondRequest {
  // A cleared answer is undefined here; JSON leaves its key out, as the contract expects.
  return 'answers' in input
    ? { token: input.token, answers: input.answers as TRespondRequest['answers'] }
    : input;
}

/** Sends the answers or the decline; the link works once. */
export function useRespondToRequest(kind: TRequestKind) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: TRespondInput) =>
      api.post<TRespondResponse, TRespondRequest>(RESPOND_PATHS[kind], toRequestBody(input)),
  });
}
