import { createContext, useContext, type ReactNode } from 'react';
import type { TApiClient } from './api-client';

const ApiContext = createContext<TApiClient | null>(null);

export type TApiProviderProps = { client: TApiClient; children: ReactNode };

export function ApiProvider({ client, children }: TApiProviderProps) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): TApiClient {
  const client = useContext(ApiContext);
  if (!client) {
    throw new Error('useApi must be used inside <ApiProvider>');
  }
  return client;
}
