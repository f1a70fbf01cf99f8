import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TSession, TUser } from '@docapply/contracts';
import { createAuthStorage, type TAuthStorageKeys } from '../auth/auth-storage';

type TSessionState = { token: string | null; user: TUser | null };

export type TSessionContext = {
  user: TUser | null;
  /** Signed in means an access token is present in storage (spec section 4). */
  isSignedIn: boolean;
  /**
   * The session may only set up a passkey or an authenticator app (its organisation requires one):
   * the site keeps it on the security page. The API enforces it; this only follows.
   */
  isEnrolOnly: boolean;
  signIn: (session: TSession) => void;
  signOut: () => void;
  updateUser: (patch: Partial<TUser>) => void;
};

const SessionContext = createContext<TSessionContext | null>(null);

export type TSessionProviderProps = {
  /** Where this site keeps its token and user record (the two sites use different keys). */
  storageKeys: TAuthStorageKeys;
  children: ReactNode;
};

/** Keeps the stored session in React state so the header and guards re-render on sign-in and out. */
export function SessionProvider({ storageKeys, children }: TSessionProviderProps) {
  const { token: tokenKey, user: userKey } = storageKeys;
  const storage = useMemo(() => createAuthStorage({ token: tokenKey, user: userKey }), [tokenKey, userKey]);
  const [session, setSession] = useState<TSessionState>(() => readSession(storage));

  // Another tab signing in or out changes localStorage; follow it so both tabs agree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === tokenKey || event.key === userKey) {
        setSession(readSession(storage));
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage, tokenKey, userKey]);

  const signIn = useCallback(
    ({ token, user }: TSession) => {
      storage.setToken(token);
      storage.setUser(user);
      setSession({ token, user });
    },
    [storage],
  );

  const signOut = useCallback(() => {
    storage.clear();
    setSession({ token: null, user: null });
  }, [storage]);

  const updateUser = useCallback(
    (patch: Partial<TUser>) => {
      setSession((current) => {
        if (!current.user) {
          return current;
        }
        const user = { ...current.user, ...patch };
        storage.setUser(user);
        return { ...current, user };
      });
    },
    [storage],
  );

  const value = useMemo<TSessionContext>(
    () => ({
      user: session.user,
      isSignedIn: Boolean(session.token),
      isEnrolOnly: isEnrolOnlyToken(session.token),
      signIn,
      signOut,
      updateUser,
    }),
    [session, signIn, signOut, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * Reads the token's own claim (`enrol`), without checking its signature: only the API decides
 * what a token may do; the site merely shows the page that session can use.
 */
function isEnrolOnlyToken(token: string | null): boolean {
  const payload = token?.split('.')[1];
  if (!payload) {
    return false;
  }
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { enrol?: unknown }).enrol === true;
  } catch {
    return false;
  }
}

function readSession(storage: ReturnType<typeof createAuthStorage>): TSessionState {
  return { token: storage.getToken(), user: storage.getUser<TUser>() };
}

export function useSession(): TSessionContext {
  const context = useContext(SessionContext);
  if (!context) {
    throw new Error('useSession must be used inside SessionProvider');
  }
  return context;
}

/** First and last name, as the account menus show them. */
export function formatUserName(user: TUser | null): string {
  if (!user) {
    return '';
  }
  return `${user.name.first} ${user.name.last}`.trim();
}
