import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminApplicationReview,
  TAssignApplicationRequest,
  TAssignApplicationResult,
  THospitalAdminList,
} from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { adminApplicationKeys } from '@/lib/query-keys';
import { reviewKeys } from './review-keys';

/** GET /admin/hospitals/{id}/admins: who an application of this hospital can be assigned to. */
export function hospitalAdminsQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: reviewKeys.assignees(hospitalId),
    queryFn: () =>
      api
        .get<THospitalAdminList>(`/admin/hospitals/${encodeURIComponent(hospitalId)}/admins`)
        .then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

export function useHospitalAdmins(hospitalId: string) {
  const api = useApi();
  return useQuery(hospitalAdminsQueryOptions(api, hospitalId));
}

/** PUT /admin/applications/{id}/assignee; the review shows the answer at once, the queue refreshes. */
export function useAssignApplication(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAssignApplicationRequest) =>
      api.put<TAssignApplicationResult, TAssignApplicationRequest>(
        `/admin/applications/${encodeURIComponent(applicationId)}/assignee`,
        body,
      ),
    onSuccess: async ({ assignee }) => {
      queryClient.setQueryData<TAdminApplicationReview>(reviewKeys.detail(applicationId), (review) =>
        review ? { ...review, assignee } : review,
      );
      await queryClient.invalidateQueries({ queryKey: adminApplicationKeys.lists() });
    },
  });
}
