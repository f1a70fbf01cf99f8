import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateReplyRequest, TReply } from '@docapply/contracts';
import { useAlert } from '../../alerts/alert-provider';
import { useApi } from '../../api/api-context';
import { commentKeys } from './comment-keys';
import { withLoader } from './with-loader';

export type TCreateReplyVariables = Pick<TCreateReplyRequest, 'CommentId' | 'message' | 'email'>;

/** POST /replies, then re-reads the comments (spec section 7: a reply is followed by a refresh). */
export function useCreateReply(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { showLoader, dismissAlert, showApiError } = useAlert();
  return useMutation({
    mutationFn: (variables: TCreateReplyVariables) =>
      withLoader({ showLoader, dismissAlert }, 'Sending your reply...', async () => {
        const body: TCreateReplyRequest = { ApplicationId: applicationId, ...variables };
        const result = await api.post<{ data: TReply }, TCreateReplyRequest>('/replies', body);
        return result.data;
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.thread(applicationId) }),
    onError: (error) => showApiError(error),
  });
}
