import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TELEMEDICINE_DECISION_PART,
  type TApplicationTelemedicine,
  type TProxyDecisionFields,
} from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { toFormData } from '@/lib/form-data';
import { adminApplicationKeys, allBut } from '@/lib/query-keys';

/** Under its application: a change heard live reads it again with the review. */
export const proxyKeys = {
  detail: (applicationId: string) =>
    [...adminApplicationKeys.application(applicationId), 'telemedicine'] as const,
};

/** /admin/applications/{id}/telemedicine, and below it the document. */
export function proxyPath(applicationId: string, ...rest: string[]): string {
  return [`/admin/applications/${encodeURIComponent(applicationId)}/telemedicine`, ...rest].join('/');
}

function proxyQueryOptions(api: TApiClient, applicationId: string) {
  return queryOptions({
    queryKey: proxyKeys.detail(applicationId),
    queryFn: () => api.get<TApplicationTelemedicine>(proxyPath(applicationId)),
  });
}

/** The distant site's decision on the application, and what recording one offers. */
export function useApplicationTelemedicine(applicationId: string) {
  const api = useApi();
  return useQuery(proxyQueryOptions(api, applicationId));
}

export type TRecordProxyInput = Omit<TProxyDecisionFields, 'grantedPrivilegeIds'> & {
  grantedPrivilegeIds: string[];
  decision: File;
};

/** POST: the distant site's decision with its PDF (granted privileges comma-joined). */
export function useRecordProxy(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, grantedPrivilegeIds, ...fields }: TRecordProxyInput) =>
      api.post<TApplicationTelemedicine, FormData>(
        proxyPath(applicationId),
        toFormData(
          { ...fields, grantedPrivilegeIds: grantedPrivilegeIds.join(',') },
          { [TELEMEDICINE_DECISION_PART]: decision },
        ),
      ),
    onSuccess: async (answer) => {
      const detail = proxyKeys.detail(applicationId);
      queryClient.setQueryData(detail, answer);
      // The route position and the audit trail follow from it.
      await queryClient.invalidateQueries(allBut(adminApplicationKeys.application(applicationId), detail));
    },
  });
}
