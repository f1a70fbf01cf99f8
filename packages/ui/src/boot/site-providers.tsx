import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { TSiteConfig } from '@docapply/contracts';
import { ApiProvider } from '../api/api-context';
import type { TApiClient } from '../api/api-client';
import { createQueryClient } from '../api/query-client';
import type { TAuthStorageKeys } from '../auth/auth-storage';
import { SiteConfigProvider } from '../config/site-config-context';
import { SessionProvider } from '../sign-in/session';
import { AppThemeProvider } from '../theme/app-theme-provider';

export type TSiteProvidersProps = {
  config: TSiteConfig;
  apiClient: TApiClient;
  /** Where the site keeps its session: each site its own, so a doctor's and an admin's stay apart. */
  storageKeys: TAuthStorageKeys;
  children: ReactNode;
};

/**
 * Everything a page of either site needs except the router (AlertProvider lives inside it, in the
 * root route): theme, runtime configuration, query client, API client and session.
 */
export function SiteProviders({ config, apiClient, storageKeys, children }: TSiteProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppThemeProvider>
      <SiteConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={apiClient}>
            <SessionProvider storageKeys={storageKeys}>{children}</SessionProvider>
          </ApiProvider>
        </QueryClientProvider>
      </SiteConfigProvider>
    </AppThemeProvider>
  );
}

/** A site's AppProvider: SiteProviders with the keys its session is kept under. */
export function createSiteProvider(storageKeys: TAuthStorageKeys) {
  return function AppProvider(props: Omit<TSiteProvidersProps, 'storageKeys'>) {
    return <SiteProviders {...props} storageKeys={storageKeys} />;
  };
}
