import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROFILE_ARCHIVE_FIELD,
  type TFileInfo,
  type TImportedDocument,
  type TImportedDocumentList,
  type TProfileArchiveImportResult,
} from '@docapply/contracts';
import { saveBlob, useApi, type TApiClient, type TUploadOptions } from '@docapply/ui';
import { useReportQueryError } from '@/hooks/use-report-query-error';

const ARCHIVE_PATH = '/account/profile-archive';
const DOCUMENTS_PATH = `${ARCHIVE_PATH}/documents`;

/** Query keys of the profile archive page: the imported documents waiting for the doctor. */
export const profileArchiveKeys = {
  all: ['profile-archive'] as const,
  pending: () => [...profileArchiveKeys.all, 'pending'] as const,
};

const getPendingQueryOptions = (api: TApiClient) =>
  queryOptions({
    queryKey: profileArchiveKeys.pending(),
    queryFn: () => api.get<TImportedDocumentList>(DOCUMENTS_PATH).then((result) => result.data),
  });

/** GET /account/profile-archive/documents: imported documents waiting for confirmation. */
export function usePendingDocuments() {
  const api = useApi();
  const query = useQuery(getPendingQueryOptions(api));
  useReportQueryError(query.error);
  return query;
}

/** GET /account/profile-archive: the doctor's archive, saved as the file the server names. */
export async function downloadArchive(api: TApiClient): Promise<void> {
  const { blob, fileName } = await api.getBlob(ARCHIVE_PATH);
  saveBlob(blob, fileName ?? 'docapply-profile.zip');
}

/** GET …/documents/{id}/file: one imported document, to look at before confirming it. */
export async function downloadPendingDocument(api: TApiClient, document: TImportedDocument): Promise<void> {
  const { blob, fileName } = await api.getBlob(`${DOCUMENTS_PATH}/${encodeURIComponent(document.id)}/file`);
  saveBlob(blob, fileName ?? document.name);
}

/** POST /account/profile-archive: imports an archive; its documents join the pending list. */
export function useImportArchive() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...options }: TUploadOptions & { file: File }) => {
      const form = new FormData();
      form.append(PROFILE_ARCHIVE_FIELD, file);
      return api.upload<TProfileArchiveImportResult>(ARCHIVE_PATH, form, options);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileArchiveKeys.pending() }),
  });
}

function useDecision<TResult>(send: (api: TApiClient, id: string) => Promise<TResult>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send(api, id),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<TImportedDocument[]>(profileArchiveKeys.pending(), (documents) =>
        documents?.filter((document) => document.id !== id),
      ),
  });
}

/** POST …/documents/{id}/confirm: the document becomes one of the doctor's profile documents. */
export function useConfirmDocument() {
  return useDecision((api, id) => api.post<TFileInfo>(`${DOCUMENTS_PATH}/${encodeURIComponent(id)}/confirm`));
}

/** DELETE …/documents/{id}: the document is discarded. */
export function useDiscardDocument() {
  return useDecision((api, id) =>
    api.del<{ message: string }>(`${DOCUMENTS_PATH}/${encodeURIComponent(id)}`),
  );
}
