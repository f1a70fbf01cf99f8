import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ADMIN_STORAGE_KEYS, type TSiteConfig } from '@docapply/contracts';
import {
  ApiProvider,
  AppThemeProvider,
  SessionProvider,
  SiteConfigProvider,
  createQueryClient,
  type TApiClient,
} from '@docapply/ui';

type TAppProviderProps = { config: TSiteConfig; apiClient: TApiClient; children: ReactNode };

/** Everything a page needs except the router (AlertProvider lives inside it, in the root route). */
export function AppProvider({ config, apiClient, children }: TAppProviderProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppThemeProvider>
      <SiteConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={apiClient}>
            {/* Its own keys: a doctor's session in the same browser stays apart. */}
            <SessionProvider storageKeys={ADMIN_STORAGE_KEYS}>{children}</SessionProvider>
          </ApiProvider>
        </QueryClientProvider>
      </SiteConfigProvider>
    </AppThemeProvider>
  );
}
