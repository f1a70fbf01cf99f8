import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOppeImport } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { oppeKeys, oppePath } from './oppe-keys';

type TImportVariables = { file: File; onProgress?: (percent: number) => void; signal?: AbortSignal };

/**
 * POST …/oppe/imports (multipart, the CSV as `file`): all rows or none. The values may land in any
 * of the hospital's cycles, so every list and report of the hospital is read again.
 */
export function useImportOppeValues(hospitalId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress, signal }: TImportVariables) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.upload<TOppeImport>(`${oppePath(hospitalId)}/imports`, form, { onProgress, signal });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oppeKeys.hospital(hospitalId) }),
  });
}
