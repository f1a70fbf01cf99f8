import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminFormList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { privilegeKeys } from './privilege-keys';

export type TPrivilegeFormChoice = { key: string; title: string };

/**
 * GET /admin/forms?hospitalId=, kept to what a privilege can use: the hospital's privilege forms
 * that have a published version (a form that is only a draft has nothing for a doctor to fill).
 */
export const privilegeFormsQueryOptions = (api: TApiClient, hospitalId: string) =>
  queryOptions({
    queryKey: privilegeKeys.forms(hospitalId),
    queryFn: () =>
      api
        .get<TAdminFormList>('/admin/forms', { hospitalId })
        .then((result) =>
          result.data
            .filter((form) => form.kind === 'privilege' && form.published !== null)
            .map((form): TPrivilegeFormChoice => ({ key: form.key, title: form.title })),
        ),
  });

export function usePrivilegeForms(hospitalId: string) {
  const api = useApi();
  return useQuery(privilegeFormsQueryOptions(api, hospitalId));
}
