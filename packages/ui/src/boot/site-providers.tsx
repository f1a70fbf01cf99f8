import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { TSiteConfig } from '@docapply/contracts';
import { ApiProvider } from '../api/api-context';
import type { TApiClient } from '../api/api-client';
import { createQueryClient } from '../api/query-client';
import type { TAuthStorageKeys } from '../auth/auth-storage';
import { SiteConfigProvider } from '../config/site-config-context';
import { SessionProvider } from '../sign-in/session';
import { StatusWordsProvider, type TStatusWords } from '../status/status-words';
import { AppThemeProvider } from '../theme/app-theme-provider';

export type TSiteProvidersProps = {
  config: TSiteConfig;
  apiClient: TApiClient;
  /** Where the site keeps its session: each site its own, so a doctor's and an admin's stay apart. */
  storageKeys: TAuthStorageKeys;
  /** The words this site shows for a status (the office's by default; the portal's are plainer). */
  statusWords?: TStatusWords;
  children: ReactNode;
};

/**
 * Everything a page of either site needs except the router (AlertProvider lives inside it, in the
 * root route): theme, runtime configuration, query client, API client and session.
 */
export function SiteProviders({
  config,
  apiClient,
  storageKeys,
  statusWords,
  children,
}: TSiteProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  const session = <SessionProvider storageKeys={storageKeys}>{children}</SessionProvider>;
  return (
    <AppThemeProvider>
      <SiteConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={apiClient}>
            {statusWords ? <StatusWordsProvider words={statusWords}>{session}</StatusWordsProvider> : session}
          </ApiProvider>
        </QueryClientProvider>
      </SiteConfigProvider>
    </AppThemeProvider>
  );
}

/** A site's AppProvider: SiteProviders with the keys its session is kept under (and its status words). */
export function createSiteProvider(storageKeys: TAuthStorageKeys, statusWords?: TStatusWords) {
  return function AppProvider(props: Omit<TSiteProvidersProps, 'storageKeys' | 'statusWords'>) {
    return <SiteProviders {...props} storageKeys={storageKeys} statusWords={statusWords} />;
  };
}
