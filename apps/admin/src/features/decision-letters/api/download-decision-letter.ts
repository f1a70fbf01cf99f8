import { useMutation } from '@tanstack/react-query';
import { saveBlob, useApi } from '@docapply/ui';
import { getDecisionLetterPath } from './decision-letter-keys';

/** GET /admin/applications/{id}/decision-letter/pdf, saved under the server's name for it. */
export function useDownloadDecisionLetter(applicationId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await api.getBlob(`${getDecisionLetterPath(applicationId)}/pdf`);
      saveBlob(blob, fileName ?? 'decision-letter.pdf');
    },
  });
}
