import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApplicationNpdb, TReviewNpdbQuery } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { npdbPath, storeNpdb } from './get-npdb';

/** POST …/npdb/{queryId}/review: the office read the response (a note is needed when reports were found). */
export function useReviewNpdbQuery(applicationId: string, queryId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewNpdbQuery) =>
      api.post<TApplicationNpdb, TReviewNpdbQuery>(npdbPath(applicationId, queryId, 'review'), body),
    onSuccess: (npdb) => storeNpdb(queryClient, applicationId, npdb),
  });
}
