import { useQuery } from '@tanstack/react-query';
import type { TDoctorTemporaryPrivilegeList } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { applicationKeys } from '@/lib/query-keys';

/** Under the application's detail: a change heard live (a grant, its end) reads it again. */
export const temporaryPrivilegeKeys = {
  application: (applicationId: string) =>
    [...applicationKeys.detail(applicationId), 'temporary-privileges'] as const,
};

/** GET /applications/:id/temporary-privileges: what the hospital granted before its decision. */
export function useTemporaryPrivileges(applicationId: string, { enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({
    queryKey: temporaryPrivilegeKeys.application(applicationId),
    queryFn: () =>
      api.get<TDoctorTemporaryPrivilegeList>(
        `/applications/${encodeURIComponent(applicationId)}/temporary-privileges`,
      ),
    enabled,
  });
}
