import { useMemo } from 'react';
import axios, { type AxiosError } from 'axios';
import { AUTH_HEADER, FILE_FIELD_NAME, type TFileInfo } from '@docapply/contracts';
import { ApiError, useApi, useSiteConfig } from '@docapply/ui';
import { authStorage } from '@/lib/auth-storage';

type TErrorPayload = { statusCode?: number; error?: { code?: string; message?: string } };

export type TFileTransfer = {
  /** Sends one file; `onProgress` gets 0-100 as the bytes leave the browser. */
  upload(scope: string, file: File, onProgress: (percent: number) => void): Promise<TFileInfo>;
  /** Fetches the file with the doctor's token and hands it to the browser as a download. */
  download(scope: string, file: Pick<TFileInfo, 'id' | 'name'>): Promise<void>;
  remove(scope: string, fileId: string): Promise<void>;
};

function toApiError(error: unknown): ApiError {
  const response = axios.isAxiosError(error) ? (error as AxiosError<TErrorPayload>).response : undefined;
  const statusCode = response?.data?.statusCode ?? response?.status ?? 0;
  // Note: as in the ui client, a 401 ends the session; the page reloads signed out.
  if (statusCode === 401) {
    authStorage.clear();
    window.location.reload();
  }
  return new ApiError({
    statusCode,
    code: response?.data?.error?.code ?? (response ? 'HTTP_ERROR' : 'NETWORK_ERROR'),
    message: response?.data?.error?.message,
  });
}

const filePath = (verb: 'upload' | 'get' | 'remove', scope: string, fileId: string) =>
  `/gcs/${verb}/${encodeURIComponent(scope)}/${encodeURIComponent(fileId)}`;

/**
 * Uploads and downloads go around the ui API client: it has no progress events and reads
 * only JSON. Same base URL and token header as every other call.
 */
export function useFileTransfer(): TFileTransfer {
  const { apiBaseUrl } = useSiteConfig();
  const api = useApi();
  return useMemo(() => {
    const headers = () => {
      const token = authStorage.getToken();
      return token ? { [AUTH_HEADER]: token } : {};
    };
    return {
      async upload(scope, file, onProgress) {
        const body = new FormData();
        body.append(FILE_FIELD_NAME, file);
        try {
          const response = await axios.post<{ result: TFileInfo }>(
            filePath('upload', scope, crypto.randomUUID()),
            body,
            {
              baseURL: apiBaseUrl,
              headers: headers(),
              onUploadProgress: (event) => {
                if (event.total) {
                  onProgress(Math.round((event.loaded * 100) / event.total));
                }
              },
            },
          );
          return response.data.result;
        } catch (error) {
          throw toApiError(error);
        }
      },
      async download(scope, file) {
        try {
          const response = await axios.get<Blob>(filePath('get', scope, file.id), {
            baseURL: apiBaseUrl,
            headers: headers(),
            responseType: 'blob',
          });
          const url = URL.createObjectURL(response.data);
          const link = document.createElement('a');
          link.href = url;
          link.download = file.name;
          document.body.append(link);
          link.click();
          link.remove();
          // The browser has started the download by now; free the memory a moment later.
          setTimeout(() => URL.revokeObjectURL(url), 10_000);
        } catch (error) {
          throw toApiError(error);
        }
      },
      async remove(scope, fileId) {
        await api.del(filePath('remove', scope, fileId));
      },
    } satisfies TFileTransfer;
  }, [apiBaseUrl, api]);
}
