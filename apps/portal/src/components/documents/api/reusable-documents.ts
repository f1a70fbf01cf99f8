import { useQuery } from '@tanstack/react-query';
import type { TFileInfo, TReusableDocument, TReusableDocumentList } from '@docapply/contracts';
import { useApi, type TApiClient } from '@docapply/ui';
import { reusableDocumentKeys } from './reusable-document-keys';

const path = (applicationId: string) =>
  `/applications/${encodeURIComponent(applicationId)}/reusable-documents`;

/**
 * GET /applications/{id}/reusable-documents: the doctor's valid documents from their other
 * applications, of the kinds this application asks for, newest first. One request per page (every
 * document field shares it); a failure only means no offer, the upload still works.
 */
export function useReusableDocuments(applicationId: string, isEnabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: reusableDocumentKeys.of(applicationId),
    queryFn: async (): Promise<TReusableDocument[]> =>
      (await api.get<TReusableDocumentList>(path(applicationId))).data,
    enabled: isEnabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** POST /applications/{id}/reusable-documents/{fileId}/use: this application's own copy of it. */
export function reuseDocument(api: TApiClient, applicationId: string, fileId: string): Promise<TFileInfo> {
  return api.post<TFileInfo>(`${path(applicationId)}/${encodeURIComponent(fileId)}/use`);
}
