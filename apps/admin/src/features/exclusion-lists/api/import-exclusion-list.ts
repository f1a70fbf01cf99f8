import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExclusionImport, TExclusionSource } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { exclusionListKeys } from './exclusion-list-keys';

type TImportVariables = {
  file: File;
  /** YYYY-MM-DD; the API takes today without it. */
  listDate?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /platform/exclusion-lists/{source}/import (multipart: `listDate` before `file`, so the
 * server has the date by the time the file streams in). The import replaces the list and screens
 * every doctor again; the page's list and history are read again afterwards.
 */
export function useImportExclusionList(source: TExclusionSource) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: exclusionListKeys.import(source),
    mutationFn: ({ file, listDate, onProgress, signal }: TImportVariables) => {
      const form = new FormData();
      if (listDate) {
        form.append('listDate', listDate);
      }
      form.append('file', file, file.name);
      return api.upload<TExclusionImport>(
        `/platform/exclusion-lists/${encodeURIComponent(source)}/import`,
        form,
        { onProgress, signal },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exclusionListKeys.all }),
  });
}
