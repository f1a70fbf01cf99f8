import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, type TSession, type TUser } from '@docapply/contracts';
import { authStorage } from '@/lib/auth-storage';

type TSessionState = { token: string | null; user: TUser | null };

export type TSessionContext = {
  user: TUser | null;
  /** Signed in means an access token is present in storage (spec section 4). */
  isSignedIn: boolean;
  signIn: (session: TSession) => void;
  signOut: () => void;
  updateUser: (patch: Partial<TUser>) => void;
};

const SessionContext = createContext<TSessionContext | null>(null);

function readSession(): TSessionState {
  return { token: authStorage.getToken() ?? null, user: authStorage.getUser<TUser>() ?? null };
}

/** Keeps the stored session in React state so the header and guards re-render on sign-in and out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<TSessionState>(readSession);

  // Another tab signing in or out changes localStorage; follow it so both tabs agree.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.token || event.key === STORAGE_KEYS.user) {
        setSession(readSession());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(({ token, user }: TSession) => {
    authStorage.setToken(token);
    authStorage.setUser(user);
    setSession({ token, user });
  }, []);

  const signOut = useCallback(() => {
    authStorage.clear();
    setSession({ token: null, user: null });
  }, []);

  const updateUser = useCallback((patch: Partial<TUser>) => {
    setSession((current) => {
      if (!current.user) {
        return current;
      }
      const user = { ...current.user, ...patch };
      authStorage.setUser(user);
      return { ...current, user };
    });
  }, []);

  const value = useMemo<TSessionContext>(
    () => ({ user: session.user, isSignedIn: Boolean(session.token), signIn, signOut, updateUser }),
    [session, signIn, signOut, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): TSessionContext {
  const context = useContext(SessionContext);
  if (!context) {
    throw new Error('useSession must be used inside SessionProvider');
  }
  return context;
}

/** First and last name, as the account menu shows them. */
export function formatDoctorName(user: TUser | null): string {
  if (!user) {
    return '';
  }
  return `${user.name.first} ${user.name.last}`.trim();
}
