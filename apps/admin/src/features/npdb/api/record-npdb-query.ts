import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NPDB_RESPONSE_PART, type TApplicationNpdb, type TRecordNpdbQuery } from '@docapply/contracts';
import { useApi } from '@docapply/ui';
import { toFormData } from '@/lib/form-data';
import { npdbPath, storeNpdb } from './get-npdb';

export type TRecordNpdbQueryInput = TRecordNpdbQuery & { response: File };

/** POST …/npdb: the query with the NPDB's response, in one multipart request. */
export function useRecordNpdbQuery(applicationId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ response, ...fields }: TRecordNpdbQueryInput) =>
      api.post<TApplicationNpdb, FormData>(
        npdbPath(applicationId),
        toFormData(fields, { [NPDB_RESPONSE_PART]: response }),
      ),
    onSuccess: (npdb) => storeNpdb(queryClient, applicationId, npdb),
  });
}
