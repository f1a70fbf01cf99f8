import { useCallback } from 'react';
import { AUTH_HEADER } from '@docapply/contracts';
import { ApiError, useSiteConfig } from '@docapply/ui';
import { authStorage } from '@/lib/auth-storage';

type TErrorPayload = { statusCode?: number; error?: { code?: string; message?: string } };

async function toApiError(response: Response): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as TErrorPayload | null;
  return new ApiError({
    statusCode: payload?.statusCode ?? response.status,
    code: payload?.error?.code ?? 'HTTP_ERROR',
    message: payload?.error?.message,
  });
}

/**
 * Reads an uploaded document with the admin's token. Files are served as attachments and need
 * the x-auth-token header, so a plain link cannot open them: the page shows the fetched blob.
 * (The ui API client reads JSON only.)
 */
export function useFetchDocument() {
  const { apiBaseUrl } = useSiteConfig();
  return useCallback(
    async (scope: string, fileId: string): Promise<Blob> => {
      const token = authStorage.getToken();
      let response: Response;
      try {
        response = await fetch(
          `${apiBaseUrl}/gcs/get/${encodeURIComponent(scope)}/${encodeURIComponent(fileId)}`,
          { headers: token ? { [AUTH_HEADER]: token } : {} },
        );
      } catch {
        throw new ApiError({ statusCode: 0, code: 'NETWORK_ERROR' });
      }
      if (response.status === 401 && token) {
        // Note: as in the ui client, a 401 ends the session; the page reloads signed out (spec section 8).
        authStorage.clear();
        window.location.reload();
      }
      if (!response.ok) {
        throw await toApiError(response);
      }
      return response.blob();
    },
    [apiBaseUrl],
  );
}
