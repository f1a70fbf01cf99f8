import { ADMIN_STORAGE_KEYS } from '@docapply/contracts';
import { createAuthStorage, type TAuthStorage } from '@docapply/ui';

/** The admin site keeps its own session, apart from a doctor's session in the same browser. */
export const authStorage = createAuthStorage(ADMIN_STORAGE_KEYS);

let closingToken: string | null = null;

/**
 * What the API client reads: the stored token, except during `callWithClosingToken`. An account
 * that is not an administrator's gets a token from the code page that this site never stores;
 * it is only used to end that session on the server.
 */
export const clientAuthStorage: Pick<TAuthStorage, 'getToken' | 'clear'> = {
  getToken: () => closingToken ?? authStorage.getToken(),
  clear: () => authStorage.clear(),
};

export async function callWithClosingToken<T>(token: string, call: () => Promise<T>): Promise<T> {
  closingToken = token;
  try {
    return await call();
  } finally {
    closingToken = null;
  }
}
