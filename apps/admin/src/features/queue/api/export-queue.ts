import { useMutation } from '@tanstack/react-query';
import type { TAdminQueueExportQuery } from '@docapply/contracts';
import { saveBlob, serializeParams, useApi } from '@docapply/ui';

/**
 * GET /admin/applications/export with the queue's filters: fetched with the admin's token (a plain
 * link could not send it), then handed to the browser as the file the server named.
 */
export function useExportQueue() {
  const api = useApi();
  return useMutation({
    mutationFn: async (query: TAdminQueueExportQuery) => {
      const search = serializeParams(query);
      const { blob, fileName } = await api.getBlob(`/admin/applications/export${search ? `?${search}` : ''}`);
      saveBlob(blob, fileName ?? 'applications.csv');
    },
  });
}
