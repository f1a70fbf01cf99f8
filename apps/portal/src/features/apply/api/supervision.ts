import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TSaveSupervisionBody,
  TSupervisionAgreement,
  TSupervisionPart,
  TSupervisionPhysician,
} from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';
import { applicationKeys } from '@/lib/query-keys';
import { applyKeys } from './apply-keys';

/**
 * GET /supervision?applicationId=: whether the part applies, and the agreement named. Read only when
 * the status report says the part applies (a physician applicant never asks).
 */
export function useSupervisionPart(applicationId: string, { enabled }: { enabled: boolean }) {
  const api = useApi();
  const query = useQuery({
    enabled,
    queryKey: applyKeys.supervision(applicationId),
    queryFn: () => api.get<TSupervisionPart>('/supervision', { applicationId }),
  });
  useReportQueryError(query.error);
  return query;
}

/** GET /supervision/physicians: the hospital's member physicians matching the name typed (2+ letters). */
export function usePhysicianSearch(applicationId: string, q: string) {
  const api = useApi();
  const text = q.trim();
  return useQuery({
    queryKey: applyKeys.supervisionPhysicians(applicationId, text),
    queryFn: () =>
      api
        .get<{ data: TSupervisionPhysician[] }>('/supervision/physicians', { applicationId, q: text })
        .then((result) => result.data),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
  });
}

function useAgreementWrite<TVariables>(
  applicationId: string,
  send: (variables: TVariables) => Promise<TSupervisionAgreement>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (agreement) => {
      queryClient.setQueryData<TSupervisionPart>(applyKeys.supervision(applicationId), {
        required: true,
        agreement,
      });
      return queryClient.invalidateQueries({ queryKey: applicationKeys.statusReport(applicationId) });
    },
  });
}

/** PUT /supervision: names (or changes) the physician; they are emailed a request to confirm. */
export function useSaveSupervision(applicationId: string) {
  const api = useApi();
  return useAgreementWrite(applicationId, (body: Omit<TSaveSupervisionBody, 'applicationId'>) =>
    api.put<TSupervisionAgreement, TSaveSupervisionBody>('/supervision', { ...body, applicationId }),
  );
}

/** POST /supervision/resend: the same physician, a fresh link. */
export function useResendSupervision(applicationId: string) {
  const api = useApi();
  return useAgreementWrite(applicationId, () =>
    api.post<TSupervisionAgreement, { applicationId: string }>('/supervision/resend', { applicationId }),
  );
}
