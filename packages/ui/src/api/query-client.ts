import { QueryClient } from '@tanstack/react-query';
import { MAX_RETRY_AFTER_MS, isApiError } from './api-error';

const MAX_RETRIES = 2;
/** A busy server (503) is asked again a little more patiently. */
const MAX_BUSY_RETRIES = 3;

/** A 4xx answer will not change by asking again; network and server errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.statusCode >= 400 && error.statusCode < 500) {
    return false;
  }
  const isBusy = isApiError(error) && error.statusCode === 503;
  return failureCount < (isBusy ? MAX_BUSY_RETRIES : MAX_RETRIES);
}

/** The server's `Retry-After` when it gave one (at most 10 s), otherwise 1 s, 2 s, 4 s... */
export function retryDelay(failureCount: number, error: unknown): number {
  const asked = isApiError(error) ? error.retryAfterMs : undefined;
  return Math.min(asked ?? 1000 * 2 ** failureCount, MAX_RETRY_AFTER_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
