import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TContactListQuery, TContactMessagePage } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { platformKeys } from './platform-keys';

/** GET /platform/contacts: one page of Contact Us messages, newest first. */
export const contactsQueryOptions = (api: TApiClient, query: TContactListQuery) =>
  queryOptions({
    queryKey: platformKeys.contactPage(query),
    queryFn: () => api.get<TContactMessagePage>('/platform/contacts', query),
  });

export function useContactMessages(query: TContactListQuery) {
  const api = useApi();
  return useQuery({ ...contactsQueryOptions(api, query), placeholderData: keepPreviousData });
}
