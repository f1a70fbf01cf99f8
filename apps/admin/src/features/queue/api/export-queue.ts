import { useMutation } from '@tanstack/react-query';
import type { TAdminQueueExportQuery } from '@docapply/contracts';
import { serializeParams, useApi, type TDownloadedFile } from '@docapply/ui';

/** The browser has started the download by the time this passes; then the memory is freed. */
const REVOKE_DELAY_MS = 10_000;

function saveFile({ blob, fileName }: TDownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'applications.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

/**
 * GET /admin/applications/export with the queue's filters: fetched with the admin's token (a plain
 * link could not send it), then handed to the browser as the file the server named.
 */
export function useExportQueue() {
  const api = useApi();
  return useMutation({
    mutationFn: async (query: TAdminQueueExportQuery) => {
      const search = serializeParams(query);
      saveFile(await api.getBlob(`/admin/applications/export${search ? `?${search}` : ''}`));
    },
  });
}
