import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFppeDetail, TFppeList, TFppeListQuery, TOpenForCauseRequest } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { fppeKeys, hospitalFppePath } from './fppe-keys';

/** GET /admin/hospitals/{id}/fppe: the hospital's FPPEs the user may see, and their departments. */
export function useFppeList(hospitalId: string | undefined, query: TFppeListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: fppeKeys.list(hospitalId ?? '', query),
    queryFn: () => api.get<TFppeList>(hospitalFppePath(hospitalId ?? '', '/fppe'), query),
    enabled: Boolean(hospitalId),
  });
}

/** POST /admin/hospitals/{id}/fppe: a for-cause FPPE; the answer is put in its page's cache. */
export function useOpenForCause(hospitalId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOpenForCauseRequest) =>
      api.post<TFppeDetail, TOpenForCauseRequest>(hospitalFppePath(hospitalId, '/fppe'), body),
    onSuccess: (detail) => {
      queryClient.setQueryData(fppeKeys.detail(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: fppeKeys.lists() });
    },
  });
}
