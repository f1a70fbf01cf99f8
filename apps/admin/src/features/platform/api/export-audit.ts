import { useMutation } from '@tanstack/react-query';
import type { TPlatformAuditExportQuery } from '@docapply/contracts';
import { serializeParams, useApi, type TDownloadedFile } from '@docapply/ui';

/** The browser has started the download by the time this passes; then the memory is freed. */
const REVOKE_DELAY_MS = 10_000;

function saveFile({ blob, fileName }: TDownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? 'audit.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

/** The CSV export's path with the filters on screen. */
export function getAuditExportPath(query: TPlatformAuditExportQuery): string {
  const search = serializeParams(query);
  return `/platform/audit/export${search ? `?${search}` : ''}`;
}

/**
 * GET /platform/audit/export: fetched with the administrator's token (a plain link could not send
 * it), then handed to the browser as the file the server named.
 */
export function useExportAudit() {
  const api = useApi();
  return useMutation({
    mutationFn: async (query: TPlatformAuditExportQuery) => {
      saveFile(await api.getBlob(getAuditExportPath(query)));
    },
  });
}
