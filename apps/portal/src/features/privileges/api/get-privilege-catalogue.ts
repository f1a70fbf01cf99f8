import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPrivilegeCatalogue } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { privilegeKeys } from './privilege-keys';

export const getPrivilegeCatalogueQueryOptions = (api: TApiClient, hospitalId: string) =>
  queryOptions({
    queryKey: privilegeKeys.catalogue(hospitalId),
    queryFn: () =>
      api.get<TPrivilegeCatalogue>('/privileges/all', { hospitalId }).then((result) => result.data),
  });

/** The hospital's privileges, grouped by department, each with its criteria. */
export function usePrivilegeCatalogue(hospitalId: string) {
  const api = useApi();
  const query = useQuery(getPrivilegeCatalogueQueryOptions(api, hospitalId));
  useReportQueryError(query.error);
  return query;
}
