import type { TSaveFormResponseRequest, TSaveFormResponseResult } from '@docapply/contracts';
import type { TFormAnswers } from '@docapply/rules';
import type { TApiClient } from '@docapply/ui';

/** PUT /formsResponse/{id}: stores a draft of the answers (the server checks formats only). */
export function saveFormResponse(
  api: TApiClient,
  responseId: string,
  answers: TFormAnswers,
): Promise<TSaveFormResponseResult> {
  return api.put<TSaveFormResponseResult, TSaveFormResponseRequest>(
    `/formsResponse/${encodeURIComponent(responseId)}`,
    // A cleared answer is undefined here; JSON leaves its key out, as the contract expects.
    { answers: answers as TSaveFormResponseRequest['answers'] },
  );
}
