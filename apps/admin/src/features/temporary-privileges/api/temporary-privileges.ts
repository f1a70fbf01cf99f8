import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TEndTemporaryPrivilegesRequest,
  TGrantTemporaryPrivilegesRequest,
  TTemporaryPrivilegeGrant,
  TTemporaryPrivilegeList,
} from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { adminApplicationKeys } from '@/lib/query-keys';
import { temporaryPrivilegeKeys, temporaryPrivilegesPath } from './temporary-privileges-keys';

/** GET /admin/applications/{id}/temporary-privileges: the grants, the privileges requested, the maximum days. */
export function temporaryPrivilegesQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: temporaryPrivilegeKeys.application(applicationId),
    queryFn: () => api.get<TTemporaryPrivilegeList>(temporaryPrivilegesPath(applicationId)),
  });
}

export function useTemporaryPrivileges(applicationId: string) {
  const api = useApi();
  return useQuery(temporaryPrivilegesQueryOptions(api, applicationId));
}

/** After a grant or an end: the application's queries (the grants, its audit trail) are read again. */
function useRefreshApplication(applicationId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminApplicationKeys.application(applicationId) });
}

/** POST …/temporary-privileges: signed, so it may answer 403 STEP_UP_REQUIRED. */
export function useGrantTemporaryPrivileges(applicationId: string) {
  const api = useApi();
  const refresh = useRefreshApplication(applicationId);
  return useMutation({
    mutationFn: (body: TGrantTemporaryPrivilegesRequest) =>
      api.post<TTemporaryPrivilegeGrant, TGrantTemporaryPrivilegesRequest>(
        temporaryPrivilegesPath(applicationId),
        body,
      ),
    onSuccess: refresh,
  });
}

/** POST …/temporary-privileges/{grantId}/end, with the reason. */
export function useEndTemporaryPrivileges(applicationId: string) {
  const api = useApi();
  const refresh = useRefreshApplication(applicationId);
  return useMutation({
    mutationFn: ({ grantId, body }: { grantId: string; body: TEndTemporaryPrivilegesRequest }) =>
      api.post<TTemporaryPrivilegeGrant, TEndTemporaryPrivilegesRequest>(
        `${temporaryPrivilegesPath(applicationId)}/${encodeURIComponent(grantId)}/end`,
        body,
      ),
    onSuccess: refresh,
  });
}
