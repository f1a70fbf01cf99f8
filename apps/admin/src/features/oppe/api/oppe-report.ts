import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TConcludeOppeReview,
  TOppeReport,
  TOppeReview,
  TOppeValue,
  TOppeValueInput,
} from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { oppeKeys, practitionerPath } from './oppe-keys';

type TReportIds = { hospitalId: string; cycleId: string; doctorId: string };

/** GET …/practitioners/{doctorId}: each indicator's value, flag and the department's distribution. */
export function useOppeReport({ hospitalId, cycleId, doctorId }: TReportIds) {
  const api = useApi();
  return useQuery({
    queryKey: oppeKeys.report(hospitalId, cycleId, doctorId),
    queryFn: () => api.get<TOppeReport>(practitionerPath(hospitalId, cycleId, doctorId)),
  });
}

/**
 * PUT …/values/{indicatorId}: a value typed in. It moves the department's distribution and the
 * list's flags, so the whole cycle is read again.
 */
export function useSaveOppeValue({ hospitalId, cycleId, doctorId }: TReportIds) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ indicatorId, body }: { indicatorId: string; body: TOppeValueInput }) =>
      api.put<TOppeValue, TOppeValueInput>(
        `${practitionerPath(hospitalId, cycleId, doctorId)}/values/${encodeURIComponent(indicatorId)}`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oppeKeys.cycle(hospitalId, cycleId) }),
  });
}

/** POST …/review: signed, so it may answer 403 STEP_UP_REQUIRED. */
export function useConcludeOppeReview({ hospitalId, cycleId, doctorId }: TReportIds) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConcludeOppeReview) =>
      api.post<TOppeReview, TConcludeOppeReview>(
        `${practitionerPath(hospitalId, cycleId, doctorId)}/review`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oppeKeys.cycle(hospitalId, cycleId) }),
  });
}
