/**
 * Local storage helpers (spec section 7): values are written as JSON unless they are
 * strings, and read back parsed as JSON when possible. Storage can be unavailable
 * (private mode, blocked cookies): reads then return null and writes are skipped.
 */
export function readStorage<T = unknown>(key: string): T | string | null {
  const raw = readRaw(key);
  if (raw === null) {
    return null;
  }
  try {
    return JSON.parse(raw) as T;
  } catch {
    return raw;
  }
}

export function writeStorage(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // Storage full or disabled: the session simply does not persist.
  }
}

export function clearStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored when storage is disabled.
  }
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export type TAuthStorageKeys = { token: string; user: string };

export type TAuthStorage = {
  getToken(): string | null;
  setToken(token: string): void;
  getUser<TUser>(): TUser | null;
  setUser(user: unknown): void;
  clear(): void;
  isSignedIn(): boolean;
};

/** Signed in means an access token is present in storage (spec section 4). */
export function createAuthStorage(keys: TAuthStorageKeys): TAuthStorage {
  return {
    // The token is kept raw: parsing it as JSON could turn a numeric-looking token into a number.
    getToken: () => readRaw(keys.token) || null,
    setToken: (token) => writeStorage(keys.token, token),
    getUser<TUser>() {
      const user = readStorage<TUser>(keys.user);
      return user !== null && typeof user === 'object' ? (user as TUser) : null;
    },
    setUser: (user) => writeStorage(keys.user, user),
    clear() {
      clearStorage(keys.token);
      clearStorage(keys.user);
    },
    isSignedIn: () => Boolean(readRaw(keys.token)),
  };
}
