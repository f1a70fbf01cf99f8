import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPickedPrivilege, TPickedPrivilegeList, TSaveFormResponseResult } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { privilegeKeys } from './privilege-keys';

export const getPickedPrivilegesQueryOptions = (api: TApiClient, applicationId: string) =>
  queryOptions({
    queryKey: privilegeKeys.picked(applicationId),
    queryFn: () =>
      api.get<TPickedPrivilegeList>('/privileges', { applicationId }).then((result) => result.data),
  });

/** The privileges this application asks for, each with how complete its form is. */
export function usePickedPrivileges(applicationId: string) {
  const api = useApi();
  const query = useQuery(getPickedPrivilegesQueryOptions(api, applicationId));
  useReportQueryError(query.error);
  return query;
}

/**
 * After a privilege's answers are saved, its row shows the server's answer: a picked privilege's
 * percentage is its form's completeness, which the save answers, so the list is not read again.
 */
export function useStoreSavedPercent(applicationId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    ({ id, completeness }: TSaveFormResponseResult) =>
      queryClient.setQueryData<TPickedPrivilege[]>(privilegeKeys.picked(applicationId), (picked) =>
        picked?.map((privilege) =>
          privilege.formResponseId === id ? { ...privilege, percent: completeness.percent } : privilege,
        ),
      ),
    [queryClient, applicationId],
  );
}
