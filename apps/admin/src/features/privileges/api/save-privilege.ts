import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminPrivilege, TSavePrivilegeRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { privilegeKeys } from './privilege-keys';

type TSavePrivilegeVariables = {
  hospitalId: string;
  /** The privilege's key for a new version of it; null adds a privilege (version 1). */
  key: string | null;
  body: TSavePrivilegeRequest;
};

/** POST /admin/privileges (version 1) or PUT /admin/privileges/{key} (version n+1), `?hospitalId=`. */
export function useSavePrivilege() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hospitalId, key, body }: TSavePrivilegeVariables) => {
      const query = `?hospitalId=${encodeURIComponent(hospitalId)}`;
      return key === null
        ? api.post<TAdminPrivilege, TSavePrivilegeRequest>(`/admin/privileges${query}`, body)
        : api.put<TAdminPrivilege, TSavePrivilegeRequest>(
            `/admin/privileges/${encodeURIComponent(key)}${query}`,
            body,
          );
    },
    // The list and, for an edit, the privilege's history gain the new version.
    onSuccess: (_saved, { hospitalId, key }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privilegeKeys.list(hospitalId) }),
        key === null
          ? null
          : queryClient.invalidateQueries({ queryKey: privilegeKeys.versions(hospitalId, key) }),
      ]),
  });
}
