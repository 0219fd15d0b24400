// The visitor's session as the whole app sees it. The server renders with the
// session it resolved from the request's cookie; in the browser the app checks
// it again on start (is-auth, then user data: 401 → logged out, other failures
// silent) and offers refresh and logout to the account screens.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { SessionState } from '../../shared/boot';
import type { Failure } from '../../shared/errors';
import { accountsApi, toSessionUser } from '../api/accounts';

export interface SessionContextValue {
  session: SessionState;
  setSession(next: SessionState): void;
  /** Reloads the user data; 401 logs out, other failures keep what we have. */
  refresh(): Promise<void>;
  /** Logs out; returns the failure when the call failed (the session is cleared either way on success). */
  logout(): Promise<Failure | null>;
}

const SessionContext = createContext<SessionContextValue | null>(null);
const ANONYMOUS: SessionState = { status: 'anonymous' };

export function SessionProvider({ initial, children }: { initial: SessionState; children: ReactNode }) {
  const [session, setSession] = useState<SessionState>(initial);

  const refresh = useCallback(async () => {
    const user = await accountsApi.userData();
    if (user.ok) {
      const parsed = toSessionUser(user.data.userData);
      if (parsed) setSession({ status: 'authenticated', user: parsed });
    } else if (user.status === 401) {
      setSession(ANONYMOUS);
    }
  }, []);

  const logout = useCallback(async () => {
    const result = await accountsApi.logout();
    if (!result.ok) return result.failure;
    setSession(ANONYMOUS);
    return null;
  }, []);

  // The server checked the cookie while rendering; an anonymous render needs no
  // second look (and a 401 in every visitor's console). A logged-in page checks
  // again, since the session may have ended since the HTML was made.
  const startedLoggedIn = initial.status === 'authenticated';
  useEffect(() => {
    if (!startedLoggedIn) return;
    let cancelled = false;
    void (async () => {
      const auth = await accountsApi.isAuth();
      if (cancelled) return;
      if (auth.ok) await refresh();
      else if (auth.status === 401) setSession(ANONYMOUS);
    })();
    return () => {
      cancelled = true;
    };
  }, [refresh, startedLoggedIn]);

  const value = useMemo(() => ({ session, setSession, refresh, logout }), [session, refresh, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}
