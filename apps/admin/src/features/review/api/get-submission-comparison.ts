import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubmissionComparison } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reviewKeys } from './review-keys';

export type TSubmissionPair = { from: number; to: number };

/** What changed from one submission to a later one (any two), each change with its source. */
export function submissionComparisonQueryOptions(
  api: TApiClient,
  applicationId: string,
  pair: TSubmissionPair,
) {
  return queryOptions({
    queryKey: reviewKeys.comparison(applicationId, pair),
    queryFn: () =>
      api.get<TSubmissionComparison>(
        `/admin/applications/${encodeURIComponent(applicationId)}/changes/compare`,
        { from: pair.from, to: pair.to },
      ),
  });
}

/** The comparison of `pair`; nothing is asked while there is none (a round the card already has). */
export function useSubmissionComparison(applicationId: string, pair: TSubmissionPair | null) {
  const api = useApi();
  return useQuery({
    ...submissionComparisonQueryOptions(api, applicationId, pair ?? { from: 0, to: 0 }),
    enabled: pair !== null && pair.from < pair.to,
  });
}
