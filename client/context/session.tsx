// The visitor's session as the whole app sees it. The server renders with the
// session it resolved from the request's cookie; the accounts issue adds the
// client-side checks and actions on top of this context.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { SessionState } from '../../shared/boot';

export interface SessionContextValue {
  session: SessionState;
  setSession(next: SessionState): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ initial, children }: { initial: SessionState; children: ReactNode }) {
  const [session, setSession] = useState<SessionState>(initial);
  const value = useMemo(() => ({ session, setSession }), [session]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}
