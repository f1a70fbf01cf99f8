import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCommitteeFile,
  TCommitteeFileList,
  TCommitteeGate,
  TOpenElectronicVoteInput,
  TRecommendationInput,
  TRecusalInput,
  TVoteInput,
} from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { adminApplicationKeys, allBut, committeeKeys } from '@/lib/query-keys';

const filePath = (applicationId: string) => `/committee/files/${encodeURIComponent(applicationId)}`;

/** GET /committee/files: the files at the steps the user sits on (every file of the office's hospitals). */
export function useCommitteeFiles() {
  const api = useApi();
  return useQuery({
    queryKey: committeeKeys.lists(),
    queryFn: () => api.get<TCommitteeFileList>('/committee/files'),
  });
}

/** GET /committee/files/{applicationId}: the file as the user's step shows it. */
export function useCommitteeFile(applicationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: committeeKeys.file(applicationId),
    queryFn: () => api.get<TCommitteeFile>(filePath(applicationId)),
  });
}

/**
 * A change to a file (a recommendation, a vote, a recusal, voting opened): the answer is the file
 * as it now is, put in the cache; the list is read again (the file moved, or the user's turn passed).
 */
function useFileChange<TBody extends object>(applicationId: string, action: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) =>
      api.post<TCommitteeFile, object>(`${filePath(applicationId)}/${action}`, body),
    onSuccess: (file) => {
      queryClient.setQueryData(committeeKeys.file(applicationId), file);
      return queryClient.invalidateQueries(allBut(committeeKeys.all, committeeKeys.file(applicationId)));
    },
  });
}

/** POST …/recommendation: a person step's signed recommendation, or a committee's proposal. */
export const useRecommend = (applicationId: string) =>
  useFileChange<TRecommendationInput>(applicationId, 'recommendation');

/** POST …/vote: the member's own signed vote on the proposal. */
export const useVote = (applicationId: string) => useFileChange<TVoteInput>(applicationId, 'vote');

/** POST …/recusal: the member stands aside from this file. */
export const useRecuse = (applicationId: string) => useFileChange<TRecusalInput>(applicationId, 'recusal');

/** POST …/electronic-vote: the chair or the office opens voting until the day given. */
export const useOpenElectronicVote = (applicationId: string) =>
  useFileChange<TOpenElectronicVoteInput>(applicationId, 'electronic-vote');

/**
 * GET /admin/applications/{id}/committee-gate: the gate on the office's review, today, looking to the
 * next meeting. Kept under the application's keys: a verification, an NPDB query or a change heard
 * live reads it again.
 */
export function useOfficeGate(applicationId: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...adminApplicationKeys.application(applicationId), 'committee-gate'],
    queryFn: () =>
      api.get<TCommitteeGate>(`/admin/applications/${encodeURIComponent(applicationId)}/committee-gate`),
  });
}
