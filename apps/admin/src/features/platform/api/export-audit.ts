import { useMutation } from '@tanstack/react-query';
import type { TPlatformAuditExportQuery } from '@docapply/contracts';
import { saveBlob, serializeParams, useApi } from '@docapply/ui';

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
      const { blob, fileName } = await api.getBlob(getAuditExportPath(query));
      saveBlob(blob, fileName ?? 'audit.csv');
    },
  });
}
