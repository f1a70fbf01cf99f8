import { createContext, useContext, type ReactNode } from 'react';
import type { TSiteConfig } from '@docapply/contracts';

const SiteConfigContext = createContext<TSiteConfig | null>(null);

export type TSiteConfigProviderProps = { config: TSiteConfig; children: ReactNode };

export function SiteConfigProvider({ config, children }: TSiteConfigProviderProps) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): TSiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) {
    throw new Error('useSiteConfig must be used inside <SiteConfigProvider>');
  }
  return config;
}
