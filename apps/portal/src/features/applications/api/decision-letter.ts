import { useMutation, useQuery } from '@tanstack/react-query';
import type { TDoctorDecisionLetter } from '@docapply/contracts';
import { saveBlob, useApi } from '@docapply/ui';
import { myApplicationKeys } from './my-application-keys';

const letterPath = (applicationId: string) =>
  `/applications/${encodeURIComponent(applicationId)}/decision-letter`;

/** GET /applications/:id/decision-letter: the hospital's letter once it has sent it, else null. */
export function useDecisionLetter(applicationId: string, { enabled }: { enabled: boolean }) {
  const api = useApi();
  return useQuery({
    queryKey: myApplicationKeys.decisionLetter(applicationId),
    queryFn: () => api.get<TDoctorDecisionLetter | null>(letterPath(applicationId)),
    enabled,
  });
}

/** GET /applications/:id/decision-letter/pdf, saved under the server's name for it. */
export function useDownloadDecisionLetter(applicationId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await api.getBlob(`${letterPath(applicationId)}/pdf`);
      saveBlob(blob, fileName ?? 'decision-letter.pdf');
    },
  });
}
