import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TComment, TCreateCommentRequest } from '@docapply/contracts';
import { useAlert } from '../../alerts/alert-provider';
import { useApi } from '../../api/api-context';
import { commentKeys } from './comment-keys';
import { getHospitalAdminsQueryOptions } from './get-hospital-admins';
import { withLoader } from './with-loader';

export type TCreateCommentVariables = Pick<TCreateCommentRequest, 'section' | 'message'>;
type TCreateCommentOptions = { applicationId: string; hospitalId: string };

/** POST /comments with the hospital's admin list as `email` (spec section 7), then re-reads the list. */
export function useCreateComment({ applicationId, hospitalId }: TCreateCommentOptions) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { showLoader, dismissAlert, showApiError } = useAlert();
  return useMutation({
    mutationFn: (variables: TCreateCommentVariables) =>
      withLoader({ showLoader, dismissAlert }, 'Sending your comment...', async () => {
        const email = await queryClient.fetchQuery(getHospitalAdminsQueryOptions(api, hospitalId));
        const body: TCreateCommentRequest = { ApplicationId: applicationId, ...variables, email };
        const result = await api.post<{ data: TComment }, TCreateCommentRequest>('/comments', body);
        return result.data;
      }),
    // Returned, so the mutation stays pending (and Send disabled) until the list shows the comment.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.thread(applicationId) }),
    onError: (error) => showApiError(error),
  });
}
