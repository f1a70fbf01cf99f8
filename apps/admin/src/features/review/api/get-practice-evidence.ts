import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPracticeEvidence } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKeys } from './review-keys';

/** A reappointment's FPPEs, OPPE cycles and privileges without shown activity (issue 41). */
export function practiceEvidenceQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: reviewKeys.practiceEvidence(applicationId),
    queryFn: () =>
      api.get<TPracticeEvidence>(
        `/admin/applications/${encodeURIComponent(applicationId)}/practice-evidence`,
      ),
  });
}

export function usePracticeEvidence(applicationId: string) {
  const api = useApi();
  return useQuery(practiceEvidenceQueryOptions(api, applicationId));
}
