import { useMutation } from '@tanstack/react-query';
import { saveBlob, useApi } from '@docapply/ui';
import { npdbPath } from './get-npdb';

/** The response is served with the admin's token (a plain link could not send it): fetched, then saved. */
export function useDownloadNpdbResponse(applicationId: string, queryId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: async (fallbackName: string) => {
      const { blob, fileName } = await api.getBlob(npdbPath(applicationId, queryId, 'response'));
      saveBlob(blob, fileName ?? fallbackName);
    },
  });
}
