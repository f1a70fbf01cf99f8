import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TELEMEDICINE_AGREEMENT_PART,
  type TCreateTelemedicineAgreement,
  type TTelemedicineAgreementList,
} from '@docapply/contracts';
import { saveBlob, useApi, type TApiClient } from '@docapply/ui';
import { toFormData } from '@/lib/form-data';
import { adminApplicationKeys } from '@/lib/query-keys';

/** One key per hospital; the applications' telemedicine cards list the agreements in force too. */
export const agreementKeys = {
  all: ['telemedicine-agreements'] as const,
  list: (hospitalId: string) => [...agreementKeys.all, hospitalId] as const,
};

/** /admin/hospitals/{id}/telemedicine-agreements, and below it an agreement's own routes. */
export function agreementsPath(hospitalId: string, ...rest: string[]): string {
  return [
    `/admin/hospitals/${encodeURIComponent(hospitalId)}/telemedicine-agreements`,
    ...rest.map(encodeURIComponent),
  ].join('/');
}

function agreementsQueryOptions(api: TApiClient, hospitalId: string) {
  return queryOptions({
    queryKey: agreementKeys.list(hospitalId),
    queryFn: () => api.get<TTelemedicineAgreementList>(agreementsPath(hospitalId)),
    enabled: Boolean(hospitalId),
  });
}

/** The hospital's agreements, in force first. */
export function useAgreements(hospitalId: string | undefined) {
  const api = useApi();
  return useQuery(agreementsQueryOptions(api, hospitalId ?? ''));
}

/** The answer is the whole list: shown as answered; the applications' cards read again. */
function useStoreAgreements(hospitalId: string) {
  const queryClient = useQueryClient();
  return async (list: TTelemedicineAgreementList) => {
    queryClient.setQueryData(agreementKeys.list(hospitalId), list);
    await queryClient.invalidateQueries({ queryKey: adminApplicationKeys.all });
  };
}

export type TAddAgreementInput = TCreateTelemedicineAgreement & { agreement: File };

/** POST: the agreement with its signed PDF, in one multipart request. */
export function useAddAgreement(hospitalId: string) {
  const api = useApi();
  const store = useStoreAgreements(hospitalId);
  return useMutation({
    mutationFn: ({ agreement, ...fields }: TAddAgreementInput) =>
      api.post<TTelemedicineAgreementList, FormData>(
        agreementsPath(hospitalId),
        toFormData(fields, { [TELEMEDICINE_AGREEMENT_PART]: agreement }),
      ),
    onSuccess: store,
  });
}

/** POST …/{agreementId}/end: the agreement ends today. */
export function useEndAgreement(hospitalId: string) {
  const api = useApi();
  const store = useStoreAgreements(hospitalId);
  return useMutation({
    mutationFn: (agreementId: string) =>
      api.post<TTelemedicineAgreementList, Record<string, never>>(
        agreementsPath(hospitalId, agreementId, 'end'),
        {},
      ),
    onSuccess: store,
  });
}

/** A stored document, served with the admin's token (a plain link could not send it): fetched, then saved. */
export function useDownloadDocument() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ path, fallbackName }: { path: string; fallbackName: string }) => {
      const { blob, fileName } = await api.getBlob(path);
      saveBlob(blob, fileName ?? fallbackName);
    },
  });
}
