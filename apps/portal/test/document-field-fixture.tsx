import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ThemeProvider } from '@mui/material';
import type { TFileInfo } from '@docapply/contracts';
import { AlertProvider, ApiProvider, theme, type TApiClient } from '@docapply/ui';
import { KnownFilesProvider } from '@/components/documents/known-files';

/** What the document field tests share: the application's scope, an uploaded licence, the API. */
export const SCOPE = 'application-1';
export const LICENCE: TFileInfo = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'licence.pdf',
  size: 240 * 1024,
  mime: 'application/pdf',
  createdAt: '2026-03-02T10:00:00.000Z',
};

export function createDocumentApi() {
  return { get: vi.fn(), post: vi.fn(), put: vi.fn(), del: vi.fn(), upload: vi.fn(), getBlob: vi.fn() };
}
export type TDocumentApi = ReturnType<typeof createDocumentApi>;

/** Renders a document field with the providers a form page gives it, knowing `files`. */
export function renderDocumentField(api: TDocumentApi, files: TFileInfo[], field: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={api as unknown as TApiClient}>
            <AlertProvider>
              <KnownFilesProvider scope={SCOPE} files={files}>
                {field}
              </KnownFilesProvider>
            </AlertProvider>
          </ApiProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </MemoryRouter>,
  );
}
