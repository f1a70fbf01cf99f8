import { useMutation } from '@tanstack/react-query';
import type { TAdminExpiringQuery } from '@docapply/contracts';
import { saveBlob, serializeParams, useApi } from '@docapply/ui';

/** GET /admin/expiring/export with the page's filters, fetched with the admin's token, then saved. */
export function useExportExpiring() {
  const api = useApi();
  return useMutation({
    mutationFn: async (query: TAdminExpiringQuery) => {
      const { blob, fileName } = await api.getBlob(`/admin/expiring/export?${serializeParams(query)}`);
      saveBlob(blob, fileName ?? 'expiring-documents.csv');
    },
  });
}
