import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminApplicationReview,
  TAppointment,
  TReinstatePrivilegeRequest,
  TSuspendPrivilegesRequest,
} from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { adminApplicationKeys, allBut } from '@/lib/query-keys';
import { reviewKeys } from './review-keys';

const suspensionsPath = (applicationId: string) =>
  `/admin/applications/${encodeURIComponent(applicationId)}/privilege-suspensions`;

/** The answer is the appointment as it now stands: shown at once; the audit trail is read again. */
function useShowAppointment(applicationId: string) {
  const queryClient = useQueryClient();
  return async (appointment: TAppointment) => {
    const detail = reviewKeys.detail(applicationId);
    queryClient.setQueryData<TAdminApplicationReview>(detail, (review) =>
      review ? { ...review, appointment } : review,
    );
    await queryClient.invalidateQueries(allBut(adminApplicationKeys.application(applicationId), detail));
  };
}

/** POST …/privilege-suspensions: signed, so it may answer 403 STEP_UP_REQUIRED. */
export function useSuspendPrivileges(applicationId: string) {
  const api = useApi();
  const show = useShowAppointment(applicationId);
  return useMutation({
    mutationFn: (body: TSuspendPrivilegesRequest) =>
      api.post<TAppointment, TSuspendPrivilegesRequest>(suspensionsPath(applicationId), body),
    onSuccess: show,
  });
}

/** POST …/privilege-suspensions/{suspensionId}/reinstate: signed too. */
export function useReinstatePrivilege(applicationId: string) {
  const api = useApi();
  const show = useShowAppointment(applicationId);
  return useMutation({
    mutationFn: ({ suspensionId, body }: { suspensionId: string; body: TReinstatePrivilegeRequest }) =>
      api.post<TAppointment, TReinstatePrivilegeRequest>(
        `${suspensionsPath(applicationId)}/${encodeURIComponent(suspensionId)}/reinstate`,
        body,
      ),
    onSuccess: show,
  });
}
