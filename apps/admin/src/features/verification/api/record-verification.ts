import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecordVerification, TVerificationItem } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { toFormData } from '@/lib/form-data';
import { verificationPath } from './get-verification';
import { storeItem } from './store-item';

/** The multipart part that carries the evidence file (PDF, PNG or JPEG). */
export const EVIDENCE_PART = 'evidence';

export type TRecordVerificationInput = TRecordVerification & { evidence: File | null };

/** The fields as multipart text parts (an empty optional one left out), and the file when there is one. */
export function toRecordForm({ evidence, ...fields }: TRecordVerificationInput): FormData {
  return toFormData(fields, { [EVIDENCE_PART]: evidence });
}

/** PUT …/verification/{itemId}: a verification recorded by hand, with its evidence. */
export function useRecordVerification(applicationId: string, itemId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRecordVerificationInput) =>
      api.put<TVerificationItem, FormData>(verificationPath(applicationId, itemId), toRecordForm(input)),
    onSuccess: (item) => storeItem(queryClient, applicationId, item),
  });
}
